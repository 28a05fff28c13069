// Package state keeps what the program needs between runs, in a folder the
// caller names (dirs.State, or dirs.Config for the settings): the game in
// progress and the position set up in the editor, so that quitting or a
// crash loses nothing; the setup's settings; the puzzles' score; the
// reports of crashes; and the Once marks of what is shown only the first
// time (the tour).
package state

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"reversi/internal/dirs"
	"reversi/internal/text"
	"reversi/internal/whole"
)

// gameFile is the saved game's name in the state directory.
const gameFile = "game.txt"

// header starts a saved game; its number is the format's version.
const header = "reversi saved game 1"

// maxLine bounds a line of a saved game, far above the record of a game
// on the largest board.
const maxLine = 64 << 10

// Game is a game in progress as saved: the board, the players, the start
// and the record so far.
type Game struct {
	Board        string // a Variant's name: "8x8", "sphere", "sphere 2x1x1"
	Start        string // the start position's string
	Black, White string // "human" or a player's name
	MoveTime     time.Duration
	Forfeit      bool
	Seed         uint64
	Record       string           // the record in the RowCol notation
	Ahead        string           // the moves taken back, to be redone, as the record goes on with them; "" for none
	Clock        time.Duration    // each person's time for the whole game; 0 for no clock
	Left         [2]time.Duration // with a clock, the time black and white have left
	// EngineLimit is the longest an engine of another program may take
	// for a move (--engine-limit); 0 for its default.
	EngineLimit time.Duration
	// Before names the AIs, black's and white's, that played the first
	// Taken entries of the record and of the moves ahead after it, before
	// a person took the game over from the showcase; Taken is 0 for a game
	// no one took over.
	Before [2]string
	Taken  int
	// Loaded names the players, black's and white's, that the file or
	// paste the game was loaded from names ("" for a side it leaves
	// unnamed), who played the first LoadedMoves of the record and of the
	// moves ahead after it; LoadedMoves is 0 for a game that names none.
	Loaded      [2]string
	LoadedMoves int
	// Analysis says the game is a position analyzed, both sides played at
	// the keyboard, with no clock and not logged.
	Analysis bool
	// Cursor is the cell the cursor was on, in the RowCol notation, for
	// the game to come back with it there; "" for none kept.
	Cursor string
	// Evaluations are the deepest searches' scores of the record's
	// positions, for the running evaluation to come back as deep as it
	// was rather than at the few plies it searches alone; nil for none.
	Evaluations []Evaluation
}

// Evaluation is a position's score by a search: the position's index in
// the record (0 for the start), its score for black in discs, the plies
// searched and the evaluation searched ("learned", "handcrafted"; "" where
// not known, as in a file written before it was kept).
type Evaluation struct {
	Ply, Black, Depth int
	Eval              string
}

// evaluationsText writes es as the "evaluations" line holds them:
// "ply:black:depth" each, then ":eval" where known, "12:+3:9:learned 13:-2:8".
func evaluationsText(es []Evaluation) string {
	words := make([]string, len(es))
	for i, e := range es {
		words[i] = fmt.Sprintf("%d:%+d:%d", e.Ply, e.Black, e.Depth)
		if e.Eval != "" {
			words[i] += ":" + e.Eval
		}
	}
	return strings.Join(words, " ")
}

// parseEvaluations reads the "evaluations" line. A word that is no
// evaluation is left out: they are only scores a search can find again,
// and never worth the game they were saved with.
func parseEvaluations(line string) []Evaluation {
	var es []Evaluation
	for _, word := range strings.Fields(line) {
		eval := ""
		parts := strings.Split(word, ":")
		if len(parts) == 4 && (parts[3] == "learned" || parts[3] == "handcrafted") {
			parts, eval = parts[:3], parts[3]
		}
		if len(parts) != 3 {
			continue
		}
		ply, perr := strconv.Atoi(parts[0])
		black, berr := strconv.Atoi(parts[1])
		depth, derr := strconv.Atoi(parts[2])
		if perr == nil && berr == nil && derr == nil && ply >= 0 && depth > 0 {
			es = append(es, Evaluation{Ply: ply, Black: black, Depth: depth, Eval: eval})
		}
	}
	return es
}

// Save writes g as the game in progress in dir, replacing the one there.
func Save(dir string, g Game) error {
	fields := [][2]string{
		{"board", g.Board}, {"start", g.Start}, {"black", g.Black}, {"white", g.White},
		{"time", g.MoveTime.String()}, {"forfeit", strconv.FormatBool(g.Forfeit)},
		{"seed", strconv.FormatUint(g.Seed, 10)}, {"record", g.Record},
	}
	if g.Ahead != "" {
		fields = append(fields, [2]string{"ahead", g.Ahead})
	}
	if g.Clock > 0 {
		fields = append(fields, [2]string{"clock", g.Clock.String()}, [2]string{"left", g.Left[0].String() + " " + g.Left[1].String()})
	}
	if g.EngineLimit > 0 {
		fields = append(fields, [2]string{"engine limit", g.EngineLimit.String()})
	}
	if g.Analysis {
		fields = append(fields, [2]string{"analysis", "true"})
	}
	if g.Cursor != "" {
		fields = append(fields, [2]string{"cursor", g.Cursor})
	}
	if len(g.Evaluations) > 0 {
		fields = append(fields, [2]string{"evaluations", evaluationsText(g.Evaluations)})
	}
	if g.Taken > 0 {
		fields = append(fields, [2]string{"taken over at", strconv.Itoa(g.Taken)}, [2]string{"black before", g.Before[0]}, [2]string{"white before", g.Before[1]})
	}
	if g.LoadedMoves > 0 {
		// A side unnamed has no line; a name is written on its one line.
		fields = append(fields, [2]string{"loaded moves", strconv.Itoa(g.LoadedMoves)})
		for i, key := range []string{"black loaded", "white loaded"} {
			if name := text.Printable(g.Loaded[i]); name != "" {
				fields = append(fields, [2]string{key, name})
			}
		}
	}
	err := writeFields(dir, gameFile, header, fields)
	if err != nil {
		return fmt.Errorf("cannot save the game: %w", err)
	}
	return nil
}

// Load reads the game in progress saved in dir; ok is false if there is
// none. A saved game that cannot be read is an error.
func Load(dir string) (g Game, ok bool, err error) {
	path := filepath.Join(dir, gameFile)
	fields, ok, err := readFields(path, header, "a saved game")
	if !ok || err != nil {
		return Game{}, ok, err
	}
	// Save writes every line of these: a game without one cannot be
	// trusted to be the game saved.
	need := []string{"board", "start", "black", "white", "time", "forfeit", "seed", "record"}
	if _, clocked := fields["clock"]; clocked {
		need = append(need, "left")
	}
	if _, taken := fields["taken over at"]; taken {
		need = append(need, "black before", "white before")
	}
	if err := lacking(path, "saved game", fields, need...); err != nil {
		return Game{}, false, err
	}
	g = Game{Board: fields["board"], Start: fields["start"], Black: fields["black"], White: fields["white"], Record: fields["record"], Ahead: fields["ahead"], Cursor: fields["cursor"],
		Evaluations: parseEvaluations(fields["evaluations"])}
	// Each line read once, in this order: "left" needs the clock read.
	for _, f := range []struct {
		key, want string
		parse     func(string) error
	}{
		{"time", "a positive duration such as 1s", func(v string) (err error) { g.MoveTime, err = positive(text.Duration, v); return err }},
		{"forfeit", "true or false", func(v string) (err error) { g.Forfeit, err = strconv.ParseBool(v); return err }},
		{"seed", "a whole number", func(v string) (err error) { g.Seed, err = strconv.ParseUint(v, 10, 64); return err }},
		{"clock", "a positive duration such as 5m", func(v string) (err error) { g.Clock, err = positive(text.Duration, v); return err }},
		{"left", "black's and white's time left, such as 4m10s 5m", func(v string) (err error) {
			if g.Clock > 0 { // time left without a clock is not read
				g.Left, err = timesLeft(v, g.Clock)
			}
			return err
		}},
		{"taken over at", "the number of moves played before, such as 12", func(v string) (err error) {
			g.Before = [2]string{fields["black before"], fields["white before"]}
			g.Taken, err = positive(strconv.Atoi, v)
			return err
		}},
		{"engine limit", "a positive duration such as 30s", func(v string) (err error) {
			g.EngineLimit, err = positive(text.Duration, v)
			return err
		}},
		{"analysis", "true or false", func(v string) (err error) { g.Analysis, err = strconv.ParseBool(v); return err }},
		{"loaded moves", "the number of the loaded file's moves, such as 12", func(v string) (err error) {
			g.Loaded = [2]string{fields["black loaded"], fields["white loaded"]}
			g.LoadedMoves, err = positive(strconv.Atoi, v)
			return err
		}},
	} {
		// A line left out is optional: those every game has were checked above.
		if v, given := fields[f.key]; given && f.parse(v) != nil {
			return Game{}, false, fmt.Errorf("%s: %s is %q; want %s", path, f.key, v, f.want)
		}
	}
	return g, true, nil
}

// positive is parse of v, an error where it is not above zero.
func positive[N int | time.Duration](parse func(string) (N, error), v string) (N, error) {
	n, err := parse(v)
	if err == nil && n <= 0 {
		err = errors.New("not positive")
	}
	return n, err
}

// SetAsideGame keeps the saved game in dir, which could not be read or
// taken up (why), as game.txt.bad beside it (setAside), so that the next
// game saved does not replace it; it returns why, saying where it is kept.
func SetAsideGame(dir string, why error) error {
	return setAside(filepath.Join(dir, gameFile), why)
}

// setAside keeps the file at path, which could not be taken up (why), as
// path.bad, or path.bad.2 and on where files were set aside before, which
// it leaves in place; where it cannot be moved, it cannot be replaced either.
// The name is claimed by creating it, which fails where it is there, so
// that two copies setting files aside at once never pick the same one.
func setAside(path string, why error) error {
	bad := path + ".bad"
	for n := 2; ; n++ {
		f, err := os.OpenFile(bad, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			f.Close()
			break
		}
		if !errors.Is(err, os.ErrExist) {
			return why
		}
		bad = fmt.Sprintf("%s.bad.%d", path, n)
	}
	if err := os.Rename(path, bad); err != nil {
		os.Remove(bad) // the name claimed, not needed: the file is gone, or stays
		return why
	}
	return fmt.Errorf("%w; kept as %s", why, filepath.Base(bad))
}

// timesLeft reads the time each side has left of a clock of whole.
func timesLeft(left string, whole time.Duration) ([2]time.Duration, error) {
	var out [2]time.Duration
	sides := strings.Fields(left)
	if len(sides) != 2 {
		return out, errors.New("not two")
	}
	for i, side := range sides {
		var err error
		if out[i], err = text.Duration(side); err != nil || out[i] < 0 || out[i] > whole {
			return out, errors.New("not a time left")
		}
	}
	return out, nil
}

// writeFields writes a file of "key: value" lines under a header line in
// dir, replacing the one there whole (whole.File), so that a crash or a
// full disk mid-write leaves the last one whole. A value holding a line break
// is an error, and nothing is written.
func writeFields(dir, name, header string, fields [][2]string) error {
	var b strings.Builder
	fmt.Fprintln(&b, header)
	for _, kv := range fields {
		if strings.ContainsAny(kv[1], "\n\r") {
			// Written, it would end its line early: the file could not be read back.
			return fmt.Errorf("%s %q holds a line break, which a line of %s cannot keep", kv[0], text.Printable(kv[1]), name)
		}
		fmt.Fprintf(&b, "%s: %s\n", kv[0], kv[1])
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return dirs.NotMade(dir, err)
	}
	path := filepath.Join(dir, name)
	f, err := whole.Begin(path)
	if err != nil {
		return dirs.NotMade(dir, err)
	}
	if _, err := f.WriteString(b.String()); err != nil {
		f.Abort()
		return dirs.WhyNot(path, err)
	}
	if err := f.Commit(); err != nil {
		return dirs.WhyNot(path, err)
	}
	return nil
}

// readFields reads a file writeFields wrote, what it is named in errors;
// ok is false if there is none. An empty file, another header (another
// version's, said so, or no such file's at all), or a key given twice, is
// an error.
func readFields(path, header, what string) (fields map[string]string, ok bool, err error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, false, nil
	}
	if errors.Is(err, syscall.ENOTDIR) {
		return nil, false, dirs.WhyNot(path, err) // "FILE is a file, not a folder", where the folder would be
	}
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		return nil, false, fmt.Errorf("%s is a folder, not a file", path)
	}
	r := bufio.NewReader(f)
	fields = map[string]string{}
	first := map[string]int{} // the line each key is on
	for n := 1; ; n++ {
		line, long, err := text.ReadLine(r, maxLine)
		if errors.Is(err, io.EOF) && n > 1 {
			break
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, false, fmt.Errorf("%s: %w", path, err)
		}
		switch {
		case n == 1 && line == "" && errors.Is(err, io.EOF):
			return nil, false, fmt.Errorf("%s is empty", path)
		case n == 1 && line != header && strings.HasPrefix(line, header[:strings.LastIndex(header, " ")+1]):
			return nil, false, fmt.Errorf("%s is not %s of this version", path, what) // another version's
		case n == 1 && line != header:
			return nil, false, fmt.Errorf("%s is not %s", path, what)
		case long:
			return nil, false, fmt.Errorf("%s: line %d is over %d KiB: not %s", path, n, maxLine>>10, what)
		case n > 1:
			k, v, found := strings.Cut(line, ": ")
			if !found {
				return nil, false, fmt.Errorf("%s: line %d: %q: want key: value", path, n, text.Printable(line))
			}
			if at, again := first[k]; again {
				// Which of the two was meant, the file does not say.
				return nil, false, fmt.Errorf("%s: line %d: %q again, first on line %d: not %s", path, n, text.Printable(k), at, what)
			}
			fields[k], first[k] = v, n
		}
	}
	return fields, true, nil
}

// lacking says which of need the fields read from path lack, where one
// does: a file without a line its writer always writes is not a whole one.
func lacking(path, whole string, fields map[string]string, need ...string) error {
	for _, key := range need {
		if _, ok := fields[key]; !ok {
			return fmt.Errorf("%s has no %q line: not a whole %s", path, key+":", whole)
		}
	}
	return nil
}

// Clear forgets the game in progress saved in dir.
func Clear(dir string) error { return remove(dir, gameFile) }

// remove deletes the file name in dir, if there is one.
func remove(dir, name string) error {
	if err := os.Remove(filepath.Join(dir, name)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

// Crash writes a report of a crash in dir and returns its path.
func Crash(dir, what, stack, record string) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	path := filepath.Join(dir, "crash-"+time.Now().Format("20060102-150405")+".txt")
	report := fmt.Sprintf("reversi crashed: %s\n\ngame record: %s\n\n%s", what, record, stack)
	return path, whole.Write(path, []byte(report))
}

// Once says whether this is the first time of what in dir: the first call
// leaves a mark there, and every later one finds it. Where no mark can be
// left it is never the first time, so nothing is shown over and over.
func Once(dir, what string) bool {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return false
	}
	f, err := os.OpenFile(filepath.Join(dir, what), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return false
	}
	return f.Close() == nil
}
