package family

import (
	"os"
	"syscall"
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

// A table made ready has its memory backed already, every page of it in
// memory before a search writes there.
func TestReadyTableIsInMemory(t *testing.T) {
	type entry struct{ a, b, c uint64 }
	var ts Tables[entry]
	ts.Ready(17)
	e := ts.Take(17).Entries
	page := uintptr(os.Getpagesize())
	start := uintptr(unsafe.Pointer(&e[0])) &^ (page - 1) // mincore takes whole pages
	size := uintptr(unsafe.Pointer(&e[0])) + uintptr(len(e))*unsafe.Sizeof(e[0]) - start
	in := make([]byte, (size+page-1)/page)
	if _, _, errno := syscall.Syscall(syscall.SYS_MINCORE, start, size, uintptr(unsafe.Pointer(&in[0]))); errno != 0 {
		t.Fatalf("mincore: %v", errno)
	}
	for i, b := range in {
		if b&1 == 0 {
			t.Fatalf("page %d of %d is not in memory", i, len(in))
		}
	}
}
