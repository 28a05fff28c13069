package search

import (
	"slices"
	"sync"
)

// table is a transposition table kept from one search to the next: an entry
// counts only in the search whose generation it carries, so a new search
// starts without allocating or clearing megabytes. Beside it, it keeps the
// small tables its search's goroutines take for positions near the end,
// whose entries carry the same generation.
type table[E any] struct {
	entries []E
	gen     uint8 // the generation of the search using the table, never 0
	mu      sync.Mutex
	near    [][]E // the small tables no goroutine of the search holds
}

// takeNear returns a small table of 2^bits entries for one goroutine of
// t's search, to give back with putNear.
func (t *table[E]) takeNear(bits int) []E {
	t.mu.Lock()
	defer t.mu.Unlock()
	if k := len(t.near); k > 0 {
		e := t.near[k-1]
		t.near = t.near[:k-1]
		return e
	}
	return make([]E, 1<<bits)
}

// putNear gives back a small table from takeNear.
func (t *table[E]) putNear(e []E) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.near = append(t.near, e)
}

// tables are the transposition tables of entries E that no search is
// using, the most recently used last: at most keepTables of them, so that
// memory stays bounded by what the searches at one time need.
type tables[E any] struct {
	mu   sync.Mutex
	free []*table[E]
}

const keepTables = 2

// take returns a table of 2^bits entries for a new search, to give back with
// put when the search is done.
func (ts *tables[E]) take(bits int) *table[E] {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	var t *table[E]
	for i := len(ts.free) - 1; i >= 0; i-- {
		if len(ts.free[i].entries) == 1<<bits {
			t = ts.free[i]
			ts.free = slices.Delete(ts.free, i, i+1)
			break
		}
	}
	if t == nil {
		t = &table[E]{entries: make([]E, 1<<bits)}
	}
	t.gen++
	if t.gen == 0 {
		clear(t.entries)
		for _, e := range t.near {
			clear(e)
		}
		t.gen = 1
	}
	return t
}

// put keeps t for a later search, letting the least recently used table
// go beyond keepTables.
func (ts *tables[E]) put(t *table[E]) {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	ts.free = append(ts.free, t)
	if len(ts.free) > keepTables {
		ts.free = slices.Delete(ts.free, 0, 1)
	}
}
