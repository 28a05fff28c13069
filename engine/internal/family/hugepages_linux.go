package family

import (
	"syscall"
	"unsafe"
)

// hugePage is the size of the pages Linux can back memory with on request
// (transparent huge pages). A table of many megabytes on them misses the
// processor's TLB on few look-ups rather than on nearly every one.
const hugePage = 2 << 20

// tableEntries returns n zero entries for a table. Where they take a huge
// page or more, they start on a huge page's boundary, and the kernel is
// asked to back them with huge pages; it may not, which costs only speed.
func tableEntries[E any](n int) []E {
	size := int(unsafe.Sizeof(*new(E)))
	if n*size < hugePage {
		return make([]E, n)
	}
	all := make([]E, n+hugePage/size+1)
	start := uintptr(unsafe.Pointer(&all[0]))
	skip := (int(-start%hugePage) + size - 1) / size
	_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Pointer(&all[0])), len(all)*size), syscall.MADV_HUGEPAGE)
	return all[skip : skip+n : skip+n]
}
