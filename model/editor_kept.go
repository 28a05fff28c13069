package model

import (
	"errors"
	"fmt"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/internal/state"
)

// The position set up in the editor is kept in the state folder as it
// changes, beside the game in progress, so that no way of ending the
// program loses it: the setup's editor opens on it next time.

// keptPosition is the position set up, as kept between runs.
type keptPosition struct {
	dir     string          // the state folder; "" where nothing is kept
	at      state.Position  // the position; zero for none, the board's start
	last    *state.Position // the one in dir as this run last read or kept it: another run's kept since is not replaced
	err     string          // why the one kept could not be taken up, said where the editor next opens from the setup
	changed bool            // the editor changed it in this run: written once more as the program ends
}

// positionKeptMsg is a write's answer.
type positionKeptMsg struct{ err error }

// positionWrites orders the writes of the position set up.
var positionWrites writeQueue

// loadPosition reads the position set up kept in cfg's state folder; one
// that cannot be read, or names no position of a board, is set aside
// (position.txt.bad) and said when the editor next opens.
func loadPosition(cfg Config) keptPosition {
	k := keptPosition{dir: cfg.StateDir, last: new(state.Position)}
	if k.dir == "" {
		return k
	}
	at, ok, err := state.LoadPosition(k.dir)
	if ok && err == nil {
		if _, err = (keptPosition{at: at}).position(); err == nil {
			k.at = at
		}
	}
	if err != nil {
		k.err = "The position set up before could not be read: " + state.SetAsidePosition(k.dir, err).Error()
	}
	*k.last = k.at // one set aside is there no more
	return k
}

// position is the position kept on its board, or why it is none.
func (k keptPosition) position() (engine.Position, error) {
	v, err := engine.ParseVariant(k.at.Board)
	if err != nil {
		return engine.Position{}, fmt.Errorf("its board: %w", err)
	}
	pos, err := v.ParsePosition(k.at.Position)
	if err != nil {
		return engine.Position{}, fmt.Errorf("its position: %w", err)
	}
	return pos, nil
}

// set is k holding at, the editor's position now, changed in this run.
func (k keptPosition) set(at state.Position) keptPosition {
	k.at, k.changed = at, true
	return k
}

// write is a command that keeps k's position in its folder, or forgets
// the one there where k holds none, unless another run has kept its own
// there since (state.SwapPosition); nil where there is no folder.
func (k keptPosition) write() tea.Cmd {
	if k.dir == "" {
		return nil
	}
	dir, at, last := k.dir, k.at, k.last
	return positionWrites.write(func() error {
		err := state.SwapPosition(dir, *last, at)
		if err == nil {
			*last = at // the writes are in turn: none reads it meanwhile
		}
		return err
	}, func(err error) tea.Msg { return positionKeptMsg{err: err} })
}

// kept is the editor's position to keep: its board and position string;
// zero where it is its board's start, which the editor opens on anyway.
func (e *editor) kept() state.Position {
	if e.text() == e.cfg.Variant.Start().String() {
		return state.Position{}
	}
	return state.Position{Board: e.cfg.Variant.String(), Position: e.text()}
}

// takeUp opens the editor on the position kept, and says so, or says why
// the one kept could not be taken up; k without that why, said once. One
// kept on another board than the editor's, the setup's choice, is left
// kept for its own, the editor saying that one set up here replaces it.
func (e *editor) takeUp(k keptPosition) keptPosition {
	if k.err != "" {
		e.note, k.err = k.err, ""
		return k
	}
	if k.at == (state.Position{}) {
		return k
	}
	pos, err := k.position()
	if err == nil && pos.Variant().String() != e.cfg.Variant.String() {
		board := pos.Variant().String()
		e.note = fmt.Sprintf("A position set up on %s is kept for that board; one set up here replaces it", board)
		e.shorter = shortNote{of: e.note, forms: []string{
			fmt.Sprintf("The %s position stays kept; one set up here replaces it", board),
			fmt.Sprintf("%s position kept; one here replaces it", board),
			fmt.Sprintf("%s one kept; this replaces it", board),
			"kept: " + board,
		}}
		return k
	}
	if err == nil {
		err = e.cfg.playingOn(engine.NewGame(pos)).playable()
	}
	if err != nil {
		e.note = "The position set up before is not taken up: " + err.Error()
		return k
	}
	e.set(pos, -1)
	e.note = "The position set up before, kept: s puts back the start, c clears the board"
	e.shorter = shortNote{of: e.note, forms: []string{"Kept from before: s start, c clear", "kept: s start"}}
	return k
}

// edit hands msg to the editor, and keeps its position where it changed.
func (m Model) edit(msg tea.Msg) (Model, tea.Cmd) {
	was := m.editor.kept()
	cmd := m.editor.update(msg)
	if now := m.editor.kept(); now != was {
		m.setUp = m.setUp.set(now)
		cmd = tea.Batch(cmd, m.setUp.write())
	}
	return m, cmd
}

// KeepPosition writes, as the program ends, the position set up in the
// editor in this run, whatever ended it: the write after its last change
// may not have been done. Where it cannot be kept (no state folder, or
// the write failed), it returns the position as a paste into the editor
// reads it back (the board's line, then the position string), and why.
func (m Model) KeepPosition() (unkept string, err error) {
	k := m.setUp
	if !k.changed || k.dir == "" && k.at == (state.Position{}) {
		return "", nil
	}
	if k.dir == "" {
		err = errors.New("there is no state folder to keep it in")
	} else if kept, ok := k.write()().(positionKeptMsg); ok {
		err = kept.err
	}
	if err == nil || k.at == (state.Position{}) {
		return "", err
	}
	return k.at.Board + "\n" + k.at.Position, err
}
