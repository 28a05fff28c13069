package state

import (
	"errors"
	"fmt"
	"path/filepath"
)

// positionFile is the name of the position set up in the editor, kept
// beside the game in progress.
const positionFile = "position.txt"

// positionHeader starts a kept position; its number is the format's version.
const positionHeader = "reversi position set up 1"

// Position is a position set up in the editor and not yet put back to its
// board's start: the board and the position string, as a paste reads them.
type Position struct {
	Board    string // a Variant's name: "8x8", "sphere 2x1x1"
	Position string // the position string: the cells, then X or O to move
}

// SavePosition writes p as the position set up in dir, replacing the one
// there.
func SavePosition(dir string, p Position) error {
	if err := writeFields(dir, positionFile, positionHeader, [][2]string{{"board", p.Board}, {"position", p.Position}}); err != nil {
		return fmt.Errorf("cannot keep the position set up: %w", err)
	}
	return nil
}

// ErrPositionKeptElsewhere says another run at once kept another position
// set up since this one read or kept the one there.
var ErrPositionKeptElsewhere = errors.New("another reversi running has kept its own position set up since, which this one leaves in place")

// SwapPosition writes now as the position set up in dir, or forgets it
// for the zero Position, where the one there is still was, as this run
// last read or kept it; where another run has kept another since, it
// leaves that in place: ErrPositionKeptElsewhere.
func SwapPosition(dir string, was, now Position) error {
	return inTurn(dir, func() error {
		kept, _, err := LoadPosition(dir)
		switch {
		case err != nil:
			return fmt.Errorf("cannot keep the position set up: %w", err)
		case kept != was:
			return ErrPositionKeptElsewhere
		case now == Position{}:
			return ClearPosition(dir)
		}
		return SavePosition(dir, now)
	})
}

// LoadPosition reads the position set up kept in dir; ok is false if there
// is none. A file that cannot be read, or lacks a line, is an error.
func LoadPosition(dir string) (p Position, ok bool, err error) {
	path := filepath.Join(dir, positionFile)
	fields, ok, err := readFields(path, positionHeader, "a position set up")
	if !ok || err != nil {
		return Position{}, ok, err
	}
	if err := lacking(path, "position set up", fields, "board", "position"); err != nil {
		return Position{}, false, err
	}
	return Position{Board: fields["board"], Position: fields["position"]}, true, nil
}

// ClearPosition forgets the position set up kept in dir.
func ClearPosition(dir string) error {
	if err := remove(dir, positionFile); err != nil {
		return fmt.Errorf("cannot forget the position set up: %w", err)
	}
	return nil
}

// SetAsidePosition keeps the position set up in dir, which could not be
// read or taken up (why), as position.txt.bad beside it, so that the next
// one kept does not replace it; it returns why, saying where it is kept.
func SetAsidePosition(dir string, why error) error {
	return setAside(filepath.Join(dir, positionFile), why)
}
