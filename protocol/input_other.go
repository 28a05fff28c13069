//go:build !unix

package protocol

// watchInput watches nothing where pipes are not polled: an engine that
// closes its input is found by the next write to it (EPIPE).
func watchInput(*process) {}
