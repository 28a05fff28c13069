package state

import (
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
	Glyphs       string        // the characters the screen is drawn in: auto, unicode, console or ascii
	Marks        bool          // the legal moves marked on the board
	Evaluation   bool          // the running evaluation shown in a game
	Clock        time.Duration // each person's time for the whole game; 0 for none
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
		{"glyphs", s.Glyphs},
		{"marks", strconv.FormatBool(s.Marks)}, {"evaluation", strconv.FormatBool(s.Evaluation)}, {"clock", s.Clock.String()},
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
// none. A choice the file leaves out (kept by an older version, or edited
// by hand) is the one of defaults. Settings that cannot be read, of another
// version, or with a bad value, are an error.
func LoadSettings(dir string, defaults Settings) (s Settings, ok bool, err error) {
	path := filepath.Join(dir, settingsFile)
	f, ok, err := readFields(path, settingsHeader, "the settings")
	if !ok || err != nil {
		return Settings{}, ok, err
	}
	s = defaults
	for key, value := range map[string]*string{"board": &s.Board, "flat": &s.Flat, "sphere": &s.Sphere,
		"black": &s.Black, "white": &s.White, "names": &s.Names, "theme": &s.Theme, "glyphs": &s.Glyphs} {
		if v, given := f[key]; given {
			*value = v
		}
	}
	bad := func(key, want string) error { return fmt.Errorf("%s: %s is %q; want %s", path, key, f[key], want) }
	if v, given := f["time"]; given {
		if s.MoveTime, err = text.Duration(v); err != nil || s.MoveTime <= 0 {
			return Settings{}, false, bad("time", "a positive duration such as 1s, or a number of seconds")
		}
	}
	if v, given := f["clock"]; given {
		if s.Clock, err = text.Duration(v); err != nil || s.Clock < 0 {
			return Settings{}, false, bad("clock", "a duration such as 5m or a number of seconds, or 0 for none")
		}
	}
	for _, b := range []struct {
		key   string
		value *bool
	}{{"forfeit", &s.Forfeit}, {"marks", &s.Marks}, {"evaluation", &s.Evaluation}} {
		if v, given := f[b.key]; given {
			if *b.value, err = strconv.ParseBool(v); err != nil {
				return Settings{}, false, bad(b.key, "true or false")
			}
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
	// Streak is the puzzles solved in a row, the last counted among them:
	// one answered wrong on its first try ends it.
	Streak int
}

// MaxCount is the most a count of the score may be, a billion puzzles,
// far beyond any play: a larger count is damage, and counting stops there
// (Counted) rather than overflow.
const MaxCount = 1_000_000_000

// Counted is the count n with one more, at most MaxCount.
func Counted(n int) int { return min(n+1, MaxCount) }

const (
	scoreFile   = "puzzles.txt"
	scoreHeader = "reversi puzzles 1"
)

// SaveScore writes the puzzles' score in dir.
func SaveScore(dir string, s Score) error {
	err := writeFields(dir, scoreFile, scoreHeader, [][2]string{{"solved", strconv.Itoa(s.Solved)}, {"tried", strconv.Itoa(s.Tried)},
		{"helped", strconv.Itoa(s.Helped)}, {"posed", strconv.Itoa(s.Posed)}, {"skipped or helped", strconv.Itoa(s.SkippedOrHelped)},
		{"streak", strconv.Itoa(s.Streak)}})
	if err != nil {
		return fmt.Errorf("cannot keep the puzzles' score: %w", err)
	}
	return nil
}

// AddScore adds to the puzzles' score kept in dir what this run's went
// from was to now, was being the score as this run last read or kept it,
// so that runs at once each add their puzzles rather than replace the
// others'. A streak this run carried on runs on from the one kept; one it
// ended is its own since. A score kept that cannot be read is replaced.
func AddScore(dir string, was, now Score) error {
	return inTurn(dir, func() error {
		kept, err := LoadScore(dir)
		if err != nil {
			kept = was // said as the session began, which started again
		}
		sum := func(kept, was, now int) int { return max(0, kept+now-was) }
		s := Score{Solved: sum(kept.Solved, was.Solved, now.Solved), Tried: sum(kept.Tried, was.Tried, now.Tried),
			Helped: sum(kept.Helped, was.Helped, now.Helped), Posed: sum(kept.Posed, was.Posed, now.Posed),
			SkippedOrHelped: sum(kept.SkippedOrHelped, was.SkippedOrHelped, now.SkippedOrHelped), Streak: now.Streak}
		if now.Streak-was.Streak == now.Solved-was.Solved {
			s.Streak = sum(kept.Streak, was.Streak, now.Streak) // each solved since added to it
		}
		s.Tried = max(s.Tried, s.Solved)
		s.Streak = min(s.Streak, s.Solved)
		return SaveScore(dir, s)
	})
}

// SetAsideScore keeps the puzzles' score in dir, which could not be read
// (why), as puzzles.txt.bad beside it, as SetAsideSettings does the settings.
func SetAsideScore(dir string, why error) error {
	return setAside(filepath.Join(dir, scoreFile), why)
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
	if e1 != nil || e2 != nil || solved < 0 || tried < solved || tried > MaxCount {
		return Score{}, fmt.Errorf("%s: solved %q of tried %q; want two whole numbers from 0 to %d, the first no larger", path, f["solved"], f["tried"], MaxCount)
	}
	// A score kept before the puzzles posed were counted had posed those
	// it tried.
	s := Score{Solved: solved, Tried: tried, Posed: tried}
	for _, c := range []struct {
		key string
		n   *int
	}{{"posed", &s.Posed}, {"helped", &s.Helped}, {"skipped or helped", &s.SkippedOrHelped}, {"streak", &s.Streak}} {
		if v, ok := f[c.key]; ok {
			var err error
			if *c.n, err = strconv.Atoi(v); err != nil || *c.n < 0 || *c.n > MaxCount {
				return Score{}, fmt.Errorf("%s: %s %q; want a whole number from 0 to %d", path, c.key, v, MaxCount)
			}
		}
	}
	if s.Streak > s.Solved {
		return Score{}, fmt.Errorf("%s: streak %q of solved %q; want no more than those solved", path, f["streak"], f["solved"])
	}
	if _, ok := f["helped"]; !ok {
		// Kept before: the puzzles it posed and did not count as tried
		// were skipped or answered with help, which it counted alike.
		s.SkippedOrHelped = max(0, s.Posed-s.Tried)
	}
	return s, nil
}
