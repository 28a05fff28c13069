package state

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"time"

	"reversi/internal/text"
)

// Settings are the setup's choices, kept between runs in the folder the
// caller names (dirs.Config). Values are as the game's flags take them.
type Settings struct {
	Board        string // the board chosen: a Variant's name, "8x8" or "sphere 3x2x2"
	Flat, Sphere string // the last board of each kind, to switch back to
	Black, White string // "human" or a player's name
	MoveTime     time.Duration
	Names        string // standard or rowcol
	Forfeit      bool
	Theme        string
	Marks        bool          // the legal moves marked on the board; true where a file says nothing
	Clock        time.Duration // each person's time for the whole game; 0 for none, as where a file says nothing
}

const (
	settingsFile   = "settings.txt"
	settingsHeader = "reversi settings 1"
)

// SaveSettings writes s in dir, replacing the settings there.
func SaveSettings(dir string, s Settings) error {
	err := writeFields(dir, settingsFile, settingsHeader, [][2]string{
		{"board", s.Board}, {"flat", s.Flat}, {"sphere", s.Sphere}, {"black", s.Black}, {"white", s.White},
		{"time", s.MoveTime.String()}, {"names", s.Names}, {"forfeit", strconv.FormatBool(s.Forfeit)}, {"theme", s.Theme},
		{"marks", strconv.FormatBool(s.Marks)}, {"clock", s.Clock.String()},
	})
	if err != nil {
		return fmt.Errorf("cannot keep the settings: %w", err)
	}
	return nil
}

// SetAsideSettings keeps the settings in dir, which could not be read or
// taken up (why), as settings.txt.bad beside them, so that the next choice
// kept does not replace them; it returns why, saying where they are kept.
func SetAsideSettings(dir string, why error) error {
	return setAside(filepath.Join(dir, settingsFile), why)
}

// LoadSettings reads the settings kept in dir; ok is false if there are
// none. Settings that cannot be read, or of another version, are an error.
func LoadSettings(dir string) (s Settings, ok bool, err error) {
	path := filepath.Join(dir, settingsFile)
	f, ok, err := readFields(path, settingsHeader, "the settings")
	if !ok || err != nil {
		return Settings{}, ok, err
	}
	s = Settings{Board: f["board"], Flat: f["flat"], Sphere: f["sphere"], Black: f["black"], White: f["white"], Names: f["names"], Theme: f["theme"]}
	var e1, e2 error
	if s.MoveTime, e1 = text.Duration(f["time"]); e1 == nil && s.MoveTime <= 0 {
		e1 = errors.New("not positive")
	}
	if e1 != nil {
		return Settings{}, false, fmt.Errorf("%s: time is %q; want a positive duration such as 1s, or a number of seconds", path, f["time"])
	}
	if s.Forfeit, e2 = strconv.ParseBool(f["forfeit"]); e2 != nil {
		return Settings{}, false, fmt.Errorf("%s: forfeit is %q; want true or false", path, f["forfeit"])
	}
	if clock, ok := f["clock"]; ok {
		if s.Clock, e1 = text.Duration(clock); e1 != nil || s.Clock < 0 {
			return Settings{}, false, fmt.Errorf("%s: clock is %q; want a duration such as 5m or a number of seconds, or 0 for none", path, clock)
		}
	}
	s.Marks = true
	if marks, ok := f["marks"]; ok {
		if s.Marks, e2 = strconv.ParseBool(marks); e2 != nil {
			return Settings{}, false, fmt.Errorf("%s: marks is %q; want true or false", path, marks)
		}
	}
	return s, true, nil
}

// Score is the running score of the puzzles, over every run: solved of
// tried, those answered with help apart, with the puzzles posed so far, so
// that the next run poses new ones.
type Score struct {
	Solved, Tried, Helped, Posed int
	// SkippedOrHelped are the puzzles a score kept before Helped was
	// left out of tried, skipped or answered with help: it did not tell
	// them apart.
	SkippedOrHelped int
}

const (
	scoreFile   = "puzzles.txt"
	scoreHeader = "reversi puzzles 1"
)

// SaveScore writes the puzzles' score in dir.
func SaveScore(dir string, s Score) error {
	err := writeFields(dir, scoreFile, scoreHeader, [][2]string{{"solved", strconv.Itoa(s.Solved)}, {"tried", strconv.Itoa(s.Tried)},
		{"helped", strconv.Itoa(s.Helped)}, {"posed", strconv.Itoa(s.Posed)}, {"skipped or helped", strconv.Itoa(s.SkippedOrHelped)}})
	if err != nil {
		return fmt.Errorf("cannot keep the puzzles' score: %w", err)
	}
	return nil
}

// LoadScore reads the puzzles' score kept in dir: none yet is 0 of 0.
func LoadScore(dir string) (Score, error) {
	path := filepath.Join(dir, scoreFile)
	f, ok, err := readFields(path, scoreHeader, "a puzzles' score")
	if !ok || err != nil {
		return Score{}, err
	}
	solved, e1 := strconv.Atoi(f["solved"])
	tried, e2 := strconv.Atoi(f["tried"])
	if e1 != nil || e2 != nil || solved < 0 || tried < solved {
		return Score{}, fmt.Errorf("%s: solved %q of tried %q; want two whole numbers, the first no larger", path, f["solved"], f["tried"])
	}
	// A score kept before the puzzles posed were counted had posed those
	// it tried.
	s := Score{Solved: solved, Tried: tried, Posed: tried}
	for _, c := range []struct {
		key string
		n   *int
	}{{"posed", &s.Posed}, {"helped", &s.Helped}, {"skipped or helped", &s.SkippedOrHelped}} {
		if v, ok := f[c.key]; ok {
			var err error
			if *c.n, err = strconv.Atoi(v); err != nil || *c.n < 0 {
				return Score{}, fmt.Errorf("%s: %s %q; want a whole number", path, c.key, v)
			}
		}
	}
	if _, ok := f["helped"]; !ok {
		// Kept before: the puzzles it posed and did not count as tried
		// were skipped or answered with help, which it counted alike.
		s.SkippedOrHelped = max(0, s.Posed-s.Tried)
	}
	return s, nil
}
