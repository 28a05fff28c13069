# Answers every ping, and no go.
while read -r cmd arg; do
	case "$cmd" in
	ping) echo "pong $arg" ;;
	quit) exit 0 ;;
	esac
done
