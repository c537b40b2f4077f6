package driver

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

// OpenOutput opens the -o destination: standard output for "" or "-", else
// the file, created or truncated. Writes to standard output go straight
// through, keeping their order with messages on standard error; writes to a
// file are buffered, and close flushes them and closes the file. Call close
// once.
func OpenOutput(path string) (w io.Writer, close func() error, err error) {
	if path == "" || path == "-" {
		return os.Stdout, func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, nil, Usagef("-o: cannot open output: %w", err)
	}
	bw := bufio.NewWriter(f)
	return bw, func() error {
		werr := bw.Flush()
		if cerr := f.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			return fmt.Errorf("writing %s: %w", path, werr)
		}
		return nil
	}, nil
}
