package engine

import "runtime"

// Workers is the rule of every --threads and Threads option: the goroutines
// a search asked for threads runs on, threads itself, or one per core where
// it is 0 (or less).
func Workers(threads int) int {
	if threads > 0 {
		return threads
	}
	return runtime.NumCPU()
}
