//go:build unix && !linux

package child

import "syscall"

// Elsewhere a child outlives a program killed outright, as it always did.
func dieWithParent(*syscall.SysProcAttr) {}
