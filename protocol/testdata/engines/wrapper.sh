# An engine behind a wrapper script: the engine is the wrapper's child.
"$@"
