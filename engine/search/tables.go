package search

import "sync"

// table is a transposition table kept from one search to the next: an entry
// counts only in the search whose generation it carries, so a new search
// starts without allocating or clearing megabytes.
type table[E any] struct {
	entries []E
	gen     uint8 // the generation of the search using the table, never 0
}

// tables are the transposition tables of entries E that no search is
// using, by size: at most keepTables of them, so that memory stays bounded
// by what the searches at one time need.
type tables[E any] struct {
	mu   sync.Mutex
	free map[int][]*table[E]
}

// take returns a table of 2^bits entries for a new search, to give back with
// put when the search is done.
func (ts *tables[E]) take(bits int) *table[E] {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	var t *table[E]
	if free := ts.free[bits]; len(free) > 0 {
		t, ts.free[bits] = free[len(free)-1], free[:len(free)-1]
	} else {
		t = &table[E]{entries: make([]E, 1<<bits)}
	}
	t.gen++
	if t.gen == 0 {
		clear(t.entries)
		t.gen = 1
	}
	return t
}

const keepTables = 4

func (ts *tables[E]) put(t *table[E]) {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if ts.free == nil {
		ts.free = make(map[int][]*table[E])
	}
	kept := 0
	for _, free := range ts.free {
		kept += len(free)
	}
	if kept >= keepTables {
		return
	}
	bits := 0
	for 1<<bits < len(t.entries) {
		bits++
	}
	ts.free[bits] = append(ts.free[bits], t)
}
