//go:build !linux

package family

// tableEntries returns n zero entries for a table.
func tableEntries[E any](n int) []E { return make([]E, n) }
