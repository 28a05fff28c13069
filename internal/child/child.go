// Package child runs other programs (engines, Edax) as children that do not
// outlive their use: each in a process group of its own, so that stopping
// it stops whatever it started too, and a grandchild that holds its output
// open cannot keep the program waiting.
package child

import (
	"context"
	"os/exec"
	"time"
)

// waitDelay is how long Wait waits for a child's output to close once the
// child has ended or been killed, before it closes it itself.
const waitDelay = time.Second / 2

// Command returns the command of name and args, to run in a process group
// of its own: once ctx ends, the whole group is killed; on Linux the child
// is killed too where the program is (dieWithParent).
func Command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, name, args...)
	ownGroup(cmd)
	cmd.Cancel = func() error {
		KillGroup(cmd)
		return nil
	}
	cmd.WaitDelay = waitDelay
	return cmd
}

// KillGroup kills what is left of a started command's process group: the
// command, if it still runs, and everything it started.
func KillGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		killGroup(cmd.Process)
	}
}
