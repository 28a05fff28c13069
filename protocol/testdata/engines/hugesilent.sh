# Answers the ping, then writes a line over 64 KiB and no move.
long() { head -c 100000 /dev/zero | tr '\0' x; echo; }
while read -r cmd arg; do
	case "$cmd" in
	ping) echo "pong $arg" ;;
	go) long ;;
	quit) exit 0 ;;
	esac
done
