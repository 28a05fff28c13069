# Starts a process that holds the output open, and never answers.
sleep 1000 &
echo $! >>"$REVERSI_TEST_PIDS"
wait
