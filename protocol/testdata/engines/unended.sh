# Answers every ping, and every go with F5 on a line it never ends.
while read -r cmd arg; do
	case "$cmd" in
	ping) echo "pong $arg" ;;
	go) printf '=== F5' ;;
	quit) exit 0 ;;
	esac
done
