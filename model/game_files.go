package model

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/internal/dirs"
	"reversi/internal/text"
	"reversi/internal/whole"
	"reversi/logs"
	"reversi/players"
)

// logged says whether the game goes to the log once over: a game played,
// from the board's start.
func (g gameModel) logged() bool {
	return g.cfg.played() && g.rec.Start() == g.cfg.Variant.Start()
}

// logProblem is why the game will not be logged where it is one the log
// keeps, found as the game starts: a log mended since the program started
// takes the game.
func (g gameModel) logProblem() string {
	switch {
	case !g.logged():
		return ""
	case g.cfg.LogPath == "":
		return g.cfg.LogProblem
	}
	if err := logs.Writable(g.cfg.LogPath); err != nil {
		return err.Error()
	}
	return ""
}

// finish stops the game's work, ends the processes of its engines of other
// programs (a new game starts them again) and logs the finished game.
func (g *gameModel) finish() tea.Cmd {
	g.stop()
	g.ui.typed = ""
	ps := g.players
	release := func() tea.Msg {
		for _, p := range ps {
			players.Close(p)
		}
		return nil
	}
	return tea.Batch(release, g.log())
}

// endsAsLoaded says the game ended as the game it was loaded from, move
// for move and in the same way: a file's game over when loaded, or a
// finished game played on from one of its moves and taken to the same end
// again, by redo or by the same moves, and given up there as it was: by
// the same side, a forfeit by the same illegal move. That game was logged
// already, or played elsewhere.
func (g gameModel) endsAsLoaded() bool {
	if g.cfg.Loaded == nil {
		return false
	}
	end := *g.cfg.Loaded
	repeat(-1, end.Redo)
	return end.Outcome().Over() && end.Outcome() == g.rec.Outcome() && slices.Equal(g.rec.Moves(), end.Moves())
}

// log writes the finished game to the log, or says why it is not.
func (g *gameModel) log() tea.Cmd {
	if g.endsAsLoaded() {
		g.ui.logNote = "Not logged: the game ended as the one it was played on from."
		if g.overWhenLoaded {
			g.ui.logNote = "Not logged: the game was over when it was loaded."
		}
		return nil
	}
	if !g.logged() {
		if g.cfg.played() {
			g.ui.logNote = "Not logged: the log keeps games from the board's own start."
		}
		return nil
	}
	if g.cfg.LogPath == "" {
		g.ui.logNote, g.ui.logBad = "Not logged: "+g.cfg.LogProblem+".", true
		return nil
	}
	if g.cfg.LogDiscards != "" {
		g.ui.logNote = "Not logged (" + text.Printable(g.cfg.LogDiscards) + ")."
		return nil
	}
	side := func(c engine.Color) logs.Side {
		if g.isHuman(c) {
			return logs.Human()
		}
		return logs.Computer(players.LogName(g.player(c), g.cfg.playing(c)))
	}
	r := logs.NewRecord(&g.rec, side(engine.Black), side(engine.White), g.started, time.Since(g.started))
	w := &logWrite{path: g.cfg.LogPath, done: make(chan struct{})}
	g.logWrite, g.logging = w, append(slices.Clip(g.logging), w)
	return func() tea.Msg {
		w.err = logs.Append(w.path, r)
		close(w.done)
		return logDoneMsg{write: w}
	}
}

// logWrite is a finished game's line on its way to the log: done closes
// once it is written, or failed (err).
type logWrite struct {
	path string
	done chan struct{}
	err  error
}

// logWritten takes a write's answer: it is on its way no longer, and this
// game's says whether the game went into the log, and why not.
func (g *gameModel) logWritten(msg logDoneMsg) {
	g.logging = slices.DeleteFunc(slices.Clone(g.logging), func(w *logWrite) bool { return w == msg.write })
	switch {
	case msg.write != g.logWrite: // a game's before this one
	case msg.write.err != nil:
		g.ui.logNote, g.ui.logBad = "Not logged: "+msg.write.err.Error()+".", true
	default:
		g.ui.logNote = "Logged to the history (setup: H)." // its path, which wraps over lines, heads the history
	}
}

// exportedMsg tells what exporting the game wrote, or why it could not,
// and in fewer words for a status line with no room for it whole.
type exportedMsg struct {
	note    string
	shorter []string
	file    string // the first file written, "" for none
	of      string // the game written, as filedKey says it
}

// filedKey says the game as it stands, its start and moves, for telling
// whether it is still the game a file was written of.
func (g gameModel) filedKey() string {
	return fmt.Sprint(g.rec.Start().String(), g.rec.Moves())
}

// inFile is the file ctrl+s last wrote of the game as it stands now; ""
// where none was, or the game has gone on or back since.
func (g gameModel) inFile() string {
	if g.exported.of != g.filedKey() {
		return ""
	}
	return g.exported.file
}

// export writes the game to the current folder, named by the time now: as
// GGF (flat boards) and as its record, as ctrl+o copies it (engine.Game.RecordText),
// a sphere's naming the players, as GGF names them elsewhere. A
// file with nothing to say is not written: the record before a move, the
// GGF before a move from the board's own start. Files already there are
// left as they are: the names take a number (reversi-…-2.ggf).
func (g gameModel) export(now time.Time) tea.Cmd {
	stamp := "reversi-" + now.Format("20060102-150405")
	files := map[string]string{}
	info := engine.GGFInfo{Black: g.playedBy(engine.Black), White: g.playedBy(engine.White), Place: "reversi", Date: now.UTC().Format("2006-01-02 15:04:05 MST")}
	var players engine.Players // named in a sphere's record, whose GGF there is none
	if g.cfg.Variant.IsSphere() {
		players = engine.Players{Black: info.Black, White: info.White}
	}
	record := g.rec.RecordTextWith(g.cfg.Names, players)
	if record != "" {
		files[".txt"] = record + "\n"
	}
	if ggf, err := g.rec.GGF(info); err == nil && (record != "" || g.rec.Start() != g.cfg.Variant.Start()) {
		files[".ggf"] = ggf + "\n"
	}
	if g.cfg.Puzzle != nil {
		files[".obf"] = g.cfg.Puzzle.current.OBF() + "\n"
	}
	if len(files) == 0 {
		msg := exportedMsg{note: "Nothing to save yet: no move has been played.", shorter: []string{"Nothing to save: no move yet."}}
		if len(g.rec.Undone()) > 0 {
			// Moves were played and taken back: the record saved is of the moves on the board.
			redo := g.keys.Redo.Help().Key
			msg = exportedMsg{note: "Nothing to save at the start; " + redo + " redoes the moves taken back.", shorter: []string{"Nothing to save; " + redo + " redoes."}}
		}
		return func() tea.Msg { return msg }
	}
	of := g.filedKey()
	return func() tea.Msg {
		exts := slices.Sorted(maps.Keys(files))
		base := stamp
		taken := func(ext string) bool {
			_, err := os.Lstat(base + ext)
			return err == nil
		}
		for n := 2; slices.ContainsFunc(exts, taken); n++ {
			base = fmt.Sprintf("%s-%d", stamp, n)
		}
		names, err := writeNew(base, exts, files)
		if err != nil {
			failed := names[len(names)-1]
			why := dirs.WhyNot(failed, err)
			return exportedMsg{note: fmt.Sprintf("Not saved: cannot write %s: %v", failed, why), shorter: []string{"Not saved: " + why.Error()}}
		}
		saved, stamped := "Saved "+strings.Join(names, " and "), "Saved "+base+strings.Join(exts, ", ")
		dir, err := os.Getwd()
		if err != nil {
			return exportedMsg{note: saved + ".", shorter: []string{stamped + "."}, file: names[0], of: of}
		}
		// In short, the folder from ~, then the name's stamp but once, then without the folder.
		in, home := " in "+text.Printable(dir)+".", " in "+text.Printable(fromHome(dir))+"."
		shorter := []string{saved + home, stamped + home, stamped + "."}
		return exportedMsg{note: saved + in, shorter: shorter, file: names[0], of: of}
	}
}

// writeNew writes files, by extension, each whole to base and its
// extension, in the order of exts, where no file is there yet: the names
// written. Where one cannot be written, those before it are taken away, so
// that an export is kept whole or not at all, and the last name is the
// file that could not be written.
func writeNew(base string, exts []string, files map[string]string) ([]string, error) {
	var names []string
	for _, ext := range exts {
		names = append(names, base+ext)
		if err := whole.WriteNew(base+ext, []byte(files[ext])); err != nil {
			for _, name := range names[:len(names)-1] {
				os.Remove(name)
			}
			return names, err
		}
	}
	return names, nil
}

// fromHome is dir named from ~ where it is in the home folder.
func fromHome(dir string) string {
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return dir
	}
	rel, err := filepath.Rel(home, dir)
	switch {
	case err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)):
		return dir
	case rel == ".":
		return "~"
	}
	return "~" + string(filepath.Separator) + rel
}
