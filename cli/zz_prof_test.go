package cli

import (
	"context"
	"io"
	"os"
	"runtime/pprof"
	"testing"
	"time"
)

func TestZZProf(t *testing.T) {
	f, _ := os.Create("/tmp/h/prof/cpu.out")
	pprof.StartCPUProfile(f)
	b := time.Now()
	Solve(context.Background(), []string{"--position", "XOOOOO--XOOOOOOXXOXXOOOXXXOXOXOXXXOOXO-X-XOOOOXXOOOOOO--OO------ X"}, io.Discard, io.Discard)
	pprof.StopCPUProfile()
	t.Log(time.Since(b))
}
