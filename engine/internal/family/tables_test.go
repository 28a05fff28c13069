package family

import "testing"

// Take hands out the smallest free table that is large enough, the most
// recently used of its size, and makes one only where none is.
func TestTakeReusesTheSmallestTableLargeEnough(t *testing.T) {
	var ts Tables[uint64]
	large, small := ts.Take(12), ts.Take(10)
	ts.Put(large)
	ts.Put(small)
	if got := ts.Take(8); got != small {
		t.Errorf("8 bits: a table of %d entries, want the free one of %d", len(got.Entries), len(small.Entries))
	}
	if got := ts.Take(11); got != large {
		t.Errorf("11 bits: a table of %d entries, want the free one of %d", len(got.Entries), len(large.Entries))
	}
	if got := ts.Take(13); got == large || got == small || len(got.Entries) != 1<<13 {
		t.Errorf("13 bits: a table of %d entries, want a new one of %d", len(got.Entries), 1<<13)
	}
}

// Ready leaves a table free for the next Take, making one only where no
// free table is large enough.
func TestReadyLeavesATableForTheNextSearch(t *testing.T) {
	var ts Tables[uint64]
	ts.Ready(12)
	ready := ts.Take(12)
	ts.Put(ready)
	ts.Ready(10)
	if got := ts.Take(10); got != ready {
		t.Errorf("ready for 10 bits after 12: the next search took a table of %d entries, want the one of %d ready before", len(got.Entries), len(ready.Entries))
	}
	if got := ts.Take(12); got == ready || len(got.Entries) != 1<<12 {
		t.Errorf("the ready table taken: the next search took a table of %d entries, want a new one of %d", len(got.Entries), 1<<12)
	}
}
