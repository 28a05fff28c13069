package model

import (
	"maps"
	"reflect"
	"sync"

	"reversi/views"
)

// boardDrawn is the board as a frame last drew it and all it was drawn
// from: the view, the styles, the board and the layout. A frame whose
// board has changed in none of them has it again without drawing it: a
// spinner's tick, a clock's, a search's report redraw the screen a dozen
// times a second while the board stands still. The copies of a game share
// it, guarded for copies drawn at once; a copy that draws another board
// draws it and keeps it in its place, so that no frame differs for it.
type boardDrawn struct {
	mu     sync.Mutex
	view   views.BoardView
	styles views.Styles
	board  views.Board
	layout views.Layout
	drawn  string
	kept   bool
}

// render is view.Render(st, b, l), the board last drawn where it was drawn
// from the same: every field of the board and the styles alike, compared
// whole (reflect.DeepEqual), so that none added later is missed. nil
// draws every board anew.
func (d *boardDrawn) render(view views.BoardView, st views.Styles, b views.Board, l views.Layout) string {
	if d == nil || !reflect.TypeOf(view).Comparable() {
		return view.Render(st, b, l)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.kept && d.view == view && d.layout == l && reflect.DeepEqual(d.board, b) && reflect.DeepEqual(d.styles, st) {
		return d.drawn
	}
	b.Hints = maps.Clone(b.Hints) // the caller's map is its own to change
	d.view, d.styles, d.board, d.layout = view, st, b, l
	d.drawn, d.kept = view.Render(st, b, l), true
	return d.drawn
}
