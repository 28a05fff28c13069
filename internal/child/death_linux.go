package child

import "syscall"

// dieWithParent has the child killed when the program ends, even by a
// SIGKILL that leaves it no time to stop its children: an engine that
// ignores the end of its input would otherwise run on.
func dieWithParent(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
