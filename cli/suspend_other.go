//go:build !unix

package cli

import tea "charm.land/bubbletea/v2"

// Without SIGTSTP, the program is suspended by nothing from outside.
func suspendOnStop(*tea.Program) (stop func()) { return func() {} }
