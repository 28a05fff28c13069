package model

import (
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/lipgloss/v2"

	"reversi/views"
)

// minPanelBelow is the fewest lines worth giving the panel under the board.
const minPanelBelow = 8

func (g gameModel) panel() views.Panel {
	p := views.Panel{
		Pos: g.pos, Black: g.cfg.Black, White: g.cfg.White, Moves: g.moves, Last: g.last,
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
	return p
}

// board renders the board view, compact or not.
func (g gameModel) board(st views.Styles, compact bool) string {
	b := views.Board{Pos: g.pos, Cursor: g.cursor, Last: g.last, ShowLegal: g.humanToMove()}
	if g.over {
		b.Cursor = -1
	}
	if g.cfg.Variant.IsSphere() {
		return views.Sphere(st, b)
	}
	return views.Grid(st, b, compact)
}

func (g gameModel) boardSize(compact bool) (int, int) {
	if g.cfg.Variant.IsSphere() {
		return views.SphereSize()
	}
	return views.GridSize(g.cfg.Variant.Size(), compact)
}

// view lays the screen out in width × height: the board with the panel
// beside it, or below it, or a one-line status, compacting the board first.
func (g gameModel) view(st views.Styles, hm help.Model, width, height int) string {
	g.syncKeys()
	hm.SetWidth(width)
	helpView := hm.View(g.keys)
	title := st.Title.Render("Reversi") + st.Muted.Render(fmt.Sprintf(" · %s · %s ● vs %s ○", g.cfg.Variant, g.cfg.Black, g.cfg.White))
	room := height - 2 - lipgloss.Height(helpView)
	p := g.panel()
	for _, compact := range []bool{false, true} {
		if compact && g.cfg.Variant.IsSphere() {
			break
		}
		bw, bh := g.boardSize(compact)
		if bw+2+views.PanelWidth <= width && bh <= room {
			body := lipgloss.JoinHorizontal(lipgloss.Top, g.board(st, compact), "  ", views.RenderPanel(st, p, views.PanelWidth, max(room, bh)))
			return join(title, body, helpView)
		}
	}
	for _, compact := range []bool{false, true} {
		if compact && g.cfg.Variant.IsSphere() {
			break
		}
		bw, bh := g.boardSize(compact)
		if bw <= width && bh+minPanelBelow <= room {
			pw := min(width, views.PanelWidth+20)
			body := lipgloss.JoinVertical(lipgloss.Left, g.board(st, compact), views.RenderPanel(st, p, pw, room-bh))
			return join(title, body, helpView)
		}
	}
	// The board and a status line, with the help and the title if they fit.
	compact := !g.cfg.Variant.IsSphere()
	bw, bh := g.boardSize(compact)
	if bw > width || bh+1 > height {
		return tooSmall(st, width, height, bw, bh+1)
	}
	parts := []string{g.board(st, compact), views.Status(st, p)}
	used := bh + 1
	if used+lipgloss.Height(helpView) <= height {
		parts = append(parts, helpView)
		used += lipgloss.Height(helpView)
	}
	if used < height {
		parts = append([]string{title}, parts...)
	}
	return join(parts...)
}

func join(parts ...string) string { return strings.Join(parts, "\n") }

// tooSmall says how big the terminal must be.
func tooSmall(st views.Styles, width, height, needW, needH int) string {
	wrap := lipgloss.NewStyle().Width(max(width, 1))
	return wrap.Render(st.Bad.Render("Terminal too small.") + " " +
		st.Text.Render(fmt.Sprintf("This board needs %d×%d; the terminal is %d×%d.", needW, needH, width, height)) + " " +
		st.Muted.Render("Enlarge it, or press ctrl+c to quit."))
}
