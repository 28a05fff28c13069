# Answers every go with F5, and no ping.
while read -r cmd arg; do
	case "$cmd" in
	go) echo "=== F5" ;;
	quit) exit 0 ;;
	esac
done
