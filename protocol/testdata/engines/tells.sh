# Answers every ping; at each go writes a line to the named pipe
# $REVERSI_TEST_FIFO, waiting for its reader, and answers no move.
while read -r cmd arg; do
	case "$cmd" in
	ping) echo "pong $arg" ;;
	go) echo go >"$REVERSI_TEST_FIFO" ;;
	quit) exit 0 ;;
	esac
done
