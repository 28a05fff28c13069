//go:build !unix

package child

import (
	"os"
	"os/exec"
)

// Without process groups, only the child itself is stopped.
func ownGroup(*exec.Cmd) {}

func killGroup(p *os.Process) { p.Kill() }
