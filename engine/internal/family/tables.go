package family

import (
	"slices"
	"sync"
)

// Table is a transposition table kept from one search to the next: an entry
// counts only in the search whose generation it carries, so a new search
// starts without allocating or clearing megabytes. Beside it, it keeps the
// small tables its search's goroutines take for positions near the end,
// whose entries carry the same generation.
type Table[E any] struct {
	Entries []E
	Gen     uint8 // the generation of the search using the table, never 0
	mu      sync.Mutex
	near    [][]E // the small tables no goroutine of the search holds
}

// TakeNear returns a small table of 2^bits entries for one goroutine of
// t's search, to give back with PutNear.
func (t *Table[E]) TakeNear(bits int) []E {
	t.mu.Lock()
	defer t.mu.Unlock()
	if k := len(t.near); k > 0 {
		e := t.near[k-1]
		t.near = t.near[:k-1]
		return e
	}
	return make([]E, 1<<bits)
}

// PutNear gives back a small table from TakeNear.
func (t *Table[E]) PutNear(e []E) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.near = append(t.near, e)
}

// Tables are the transposition tables of entries E that no search is
// using, the most recently used last: at most keepTables of them, so that
// memory stays bounded by what the searches at one time need.
type Tables[E any] struct {
	mu   sync.Mutex
	free []*Table[E]
}

const keepTables = 2

// Take returns a table of 2^bits entries or more for a new search, to give
// back with Put when the search is done: the smallest free one that is
// large enough, so that a search of few positions takes a large table
// rather than allocating another (it uses only the start of it).
func (ts *Tables[E]) Take(bits int) *Table[E] {
	t := ts.fitting(bits)
	if t == nil {
		t = &Table[E]{Entries: tableEntries[E](1 << bits)}
	}
	t.Gen++
	if t.Gen == 0 {
		clear(t.Entries)
		for _, e := range t.near {
			clear(e)
		}
		t.Gen = 1
	}
	return t
}

// Ready makes sure a table of 2^bits entries or more is free for the next
// search to take. A new one is written through now: the kernel backs a
// table's memory as it is first written (on Linux with huge pages, which
// can take milliseconds each), and a search would spend its own time on it.
func (ts *Tables[E]) Ready(bits int) {
	t := ts.fitting(bits)
	if t == nil {
		t = &Table[E]{Entries: tableEntries[E](1 << bits)}
		clear(t.Entries)
	}
	ts.Put(t)
}

// fitting removes from the free tables and returns the smallest of 2^bits
// entries or more, the most recently used of those of its size; nil if
// none is.
func (ts *Tables[E]) fitting(bits int) *Table[E] {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	best := -1
	for i := len(ts.free) - 1; i >= 0; i-- {
		n := len(ts.free[i].Entries)
		if n >= 1<<bits && (best < 0 || n < len(ts.free[best].Entries)) {
			best = i
		}
	}
	if best < 0 {
		return nil
	}
	t := ts.free[best]
	ts.free = slices.Delete(ts.free, best, best+1)
	return t
}

// Put keeps t for a later search, letting the least recently used table
// go beyond keepTables.
func (ts *Tables[E]) Put(t *Table[E]) {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	ts.free = append(ts.free, t)
	if len(ts.free) > keepTables {
		ts.free = slices.Delete(ts.free, 0, 1)
	}
}
