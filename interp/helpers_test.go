package interp

import "testing"

// mustLoad parses, verifies and compiles src, failing the test on errors.
func mustLoad(t testing.TB, src string) *Program {
	t.Helper()
	p, err := Load([]byte(src), "test.mlir")
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return p
}
