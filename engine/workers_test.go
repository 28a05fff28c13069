package engine

import (
	"runtime"
	"testing"
)

func TestWorkers(t *testing.T) {
	for threads, want := range map[int]int{3: 3, 1: 1, 0: runtime.NumCPU(), -2: runtime.NumCPU()} {
		if got := Workers(threads); got != want {
			t.Errorf("Workers(%d) = %d, want %d", threads, got, want)
		}
	}
}
