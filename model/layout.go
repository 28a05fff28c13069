package model

import (
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/lipgloss/v2"

	"reversi/engine"
	"reversi/views"
)

// minPanelBelow is the fewest lines worth giving the panel under the board;
// minWindow the fewest rows and columns of a board worth panning over.
const (
	minPanelBelow = 8
	minWindow     = 4
)

type arrangementKind int

const (
	besidePanel arrangementKind = iota
	belowPanel
	statusLine
	tooSmallScreen
)

// arrangement is where everything goes on a screen of a given size.
type arrangement struct {
	kind         arrangementKind
	compact      bool
	window       views.Window // the part of a flat board shown, when panning
	boardY       int          // the line the board starts on
	boardW       int
	boardH       int
	title, help  bool
	panelW       int
	panelH       int
	needW, needH int // for a screen too small
}

// arrange lays out the board and the panel: beside it, below it, or a
// one-line status; compact cells before giving up room, and a window on a
// flat board that does not fit, following the cursor.
func (g gameModel) arrange(width, height, helpH int) arrangement {
	room := height - 2 - helpH
	styles := []bool{false, true}
	if g.cfg.Variant.IsSphere() {
		styles = []bool{false}
	}
	for _, compact := range styles {
		bw, bh := g.boardSize(compact)
		if bw+2+views.PanelWidth <= width && bh <= room {
			return arrangement{kind: besidePanel, compact: compact, boardY: 1, boardW: bw, boardH: bh, title: true, help: true,
				panelW: views.PanelWidth, panelH: max(room, bh)}
		}
	}
	for _, compact := range styles {
		bw, bh := g.boardSize(compact)
		if bw <= width && bh+minPanelBelow <= room {
			return arrangement{kind: belowPanel, compact: compact, boardY: 1, boardW: bw, boardH: bh, title: true, help: true,
				panelW: min(width, views.PanelWidth+20), panelH: room - bh}
		}
	}
	compact := !g.cfg.Variant.IsSphere()
	bw, bh := g.boardSize(compact)
	a := arrangement{kind: statusLine, compact: compact, boardW: bw, boardH: bh}
	if bw > width || bh+1 > height {
		if compact {
			n := g.cfg.Variant.Size()
			rows, cols := min(n, height-2), min(n, (width-3)/2)
			if rows >= minWindow && cols >= minWindow {
				a.window = g.windowAround(rows, cols)
				a.boardW, a.boardH = views.GridSize(rows, cols, true)
			}
		}
		if a.window.Rows == 0 {
			w, h := g.boardSize(compact)
			if compact {
				w, h = views.GridSize(minWindow, minWindow, true)
			}
			return arrangement{kind: tooSmallScreen, needW: w, needH: h + 1}
		}
	}
	used := a.boardH + 1
	if used+helpH <= height {
		a.help, used = true, used+helpH
	}
	if used < height {
		a.title, a.boardY = true, 1
	}
	return a
}

// windowAround returns a window of rows × cols cells with the cursor inside,
// as near the middle as the board's edges allow.
func (g gameModel) windowAround(rows, cols int) views.Window {
	n := g.cfg.Variant.Size()
	r, c := g.cursor/n, g.cursor%n
	clamp := func(v, size int) int { return max(0, min(v-size/2, n-size)) }
	return views.Window{R0: clamp(r, rows), C0: clamp(c, cols), Rows: rows, Cols: cols}
}

func (g gameModel) boardSize(compact bool) (int, int) {
	if g.cfg.Variant.IsSphere() {
		return views.SphereSize()
	}
	n := g.cfg.Variant.Size()
	return views.GridSize(n, n, compact)
}

// cellAt returns the cell drawn at column x, line y, or -1.
func (g gameModel) cellAt(a arrangement, x, y int) int {
	if a.kind == tooSmallScreen {
		return -1
	}
	y -= a.boardY
	if g.cfg.Variant.IsSphere() {
		return views.SphereCellAt(x, y)
	}
	return views.GridCellAt(g.cfg.Variant.Size(), a.window, a.compact, x, y)
}

func (g gameModel) panel() views.Panel {
	p := views.Panel{
		Pos: g.pos, Black: g.cfg.Black, White: g.cfg.White, Moves: g.moves, Ahead: g.ahead(), Last: g.last,
		Flipped: len(g.flipped), Note: g.note, Typed: g.typed,
		Thinking: g.thinking, Spinner: g.spinner.View(), Progress: g.progress, Elapsed: time.Since(g.thinkStart),
		Over: g.over, Outcome: g.outcome, Ending: g.ending, LogNote: g.logNote, LogBad: g.logBad,
	}
	switch g.confirm {
	case confirmNew:
		p.Question = "Abandon this game for a new one? y/n"
	case confirmSwitch:
		p.Question = "Abandon this game and switch board? y/n"
	case confirmSetup:
		p.Question = "Abandon this game for the setup? y/n"
	case confirmQuit:
		p.Question = "Quit the game in progress? y/n"
	}
	var info []string
	if !g.anyHuman() && !g.over {
		state := "playing"
		if g.paused {
			state = "paused"
		}
		info = append(info, fmt.Sprintf("pace %v, %s", g.cfg.Pace.Round(10*time.Millisecond), state))
	}
	switch {
	case g.hints == hintFlips:
		info = append(info, "showing the discs each move flips")
	case g.hints == hintScores && g.scoresFor != g.pos.String():
		info = append(info, "working out the scores…")
	case g.hints == hintScores && g.exact:
		info = append(info, "showing exact scores")
	case g.hints == hintScores:
		info = append(info, "showing estimated scores (~)")
	}
	p.Info = strings.Join(info, "; ")
	return p
}

// board renders the board view as arranged.
func (g gameModel) board(st views.Styles, a arrangement) string {
	b := views.Board{Pos: g.pos, Cursor: g.cursor, Last: g.last, ShowLegal: g.showLegal && g.humanToMove(),
		Flash: g.flash, Window: a.window}
	if g.over {
		b.Cursor = -1
	}
	if g.humanToMove() && g.pos.IsLegal(engine.Move(g.cursor)) {
		b.Preview = map[int]bool{}
		for _, c := range g.pos.Flips(engine.Move(g.cursor)) {
			b.Preview[c] = true
		}
	}
	if !g.over {
		switch g.hints {
		case hintFlips:
			b.Hints = map[int]string{}
			for _, m := range g.pos.LegalMoves() {
				b.Hints[int(m)] = fmt.Sprint(len(g.pos.Flips(m)))
			}
		case hintScores:
			if g.scoresFor == g.pos.String() {
				b.Hints = g.scores
			}
		}
	}
	if g.cfg.Variant.IsSphere() {
		return views.Sphere(st, b)
	}
	return views.Grid(st, b, a.compact)
}

// view lays the screen out in width × height.
func (g gameModel) view(st views.Styles, hm help.Model, width, height int) string {
	g.syncKeys()
	hm.SetWidth(width)
	helpView := hm.View(g.keys)
	a := g.arrange(width, height, lipgloss.Height(helpView))
	if a.kind == tooSmallScreen {
		return tooSmall(st, width, height, a.needW, a.needH)
	}
	title := st.Title.Render("Reversi") + st.Muted.Render(fmt.Sprintf(" · %s · %s ● vs %s ○", g.cfg.Variant, g.cfg.Black, g.cfg.White))
	p := g.panel()
	var body string
	switch a.kind {
	case besidePanel:
		body = lipgloss.JoinHorizontal(lipgloss.Top, g.board(st, a), "  ", views.RenderPanel(st, p, a.panelW, a.panelH))
	case belowPanel:
		body = lipgloss.JoinVertical(lipgloss.Left, g.board(st, a), views.RenderPanel(st, p, a.panelW, a.panelH))
	default:
		body = g.board(st, a) + "\n" + views.Status(st, p)
	}
	var parts []string
	if a.title {
		parts = append(parts, title)
	}
	parts = append(parts, body)
	if a.help {
		parts = append(parts, helpView)
	}
	return strings.Join(parts, "\n")
}

// tooSmall says how big the terminal must be.
func tooSmall(st views.Styles, width, height, needW, needH int) string {
	wrap := lipgloss.NewStyle().Width(max(width, 1))
	return wrap.Render(st.Bad.Render("Terminal too small.") + " " +
		st.Text.Render(fmt.Sprintf("The board needs at least %d×%d; the terminal is %d×%d.", needW, needH, width, height)) + " " +
		st.Muted.Render("Enlarge it, or press ctrl+c to quit."))
}
