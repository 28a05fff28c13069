package cli

import (
	"os"
	"os/signal"
	"syscall"
)

// failOnClosedPipe makes a write to a pipe whose reader has gone fail, as
// a full disk's does, rather than kill the program by SIGPIPE at once:
// the command stops at that write and tidies up (an empty --save folder
// taken away), main ending quietly with SIGPIPE's status. Unlike
// signal.Ignore, it leaves SIGPIPE as it was for the programs the command
// starts (an engine a match plays). It returns the function that ends it.
func failOnClosedPipe() (stop func()) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGPIPE)
	return func() { signal.Stop(c) }
}
