# Closes its standard output and goes on reading its input.
echo $$ >>"$REVERSI_TEST_PIDS"
exec >&-
exec cat >/dev/null
