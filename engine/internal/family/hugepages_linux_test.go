package family

import (
	"testing"
	"unsafe"
)

// A table of several huge pages starts on a huge page's boundary, its
// entries zero and no more than asked for; a small one is a plain slice.
func TestTableEntriesStartOnAHugePage(t *testing.T) {
	type entry struct{ a, b, c uint64 }
	size := uintptr(unsafe.Sizeof(entry{}))
	for _, n := range []int{1 << 18, 1<<18 + 7} {
		e := tableEntries[entry](n)
		if len(e) != n || cap(e) != n {
			t.Fatalf("%d entries: len %d, cap %d", n, len(e), cap(e))
		}
		if off := uintptr(unsafe.Pointer(&e[0])) % hugePage; off >= size {
			t.Errorf("%d entries start %d bytes past a huge page's boundary", n, off)
		}
		for i := range e {
			if e[i] != (entry{}) {
				t.Fatalf("entry %d is not zero", i)
			}
		}
	}
	if small := tableEntries[entry](1 << 10); len(small) != 1<<10 || cap(small) != 1<<10 {
		t.Errorf("a small table: len %d, cap %d", len(small), cap(small))
	}
}
