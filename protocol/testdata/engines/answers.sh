# Answers every go with its arguments: "A1 3.00 0.1", never a legal move at
# the start; "Z9", no cell of the board.
while read -r cmd arg; do
	case "$cmd" in
	ping) echo "pong $arg" ;;
	go) echo "=== $*" ;;
	quit) exit 0 ;;
	esac
done
