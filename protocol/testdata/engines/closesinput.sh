# Closes its standard input but goes on running, its output open.
echo $$ >>"$REVERSI_TEST_PIDS"
exec <&-
exec sleep 1000
