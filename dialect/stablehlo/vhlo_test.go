package stablehlo

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

// artifactBytecodeVersion reads the bytecode format version from the header
// of an MLIR bytecode file: the magic "ML\xefR" and a varint (a one-byte
// varint has its low bit set and the value in the other seven bits).
func artifactBytecodeVersion(t *testing.T, data []byte) int64 {
	t.Helper()
	if len(data) < 5 || !bytes.HasPrefix(data, []byte("ML\xefR")) || data[4]&1 == 0 {
		t.Fatalf("not a bytecode file with a one-byte version")
	}
	return int64(data[4] >> 1)
}

// TestVhloBytecodeRoundTrip writes every committed portable artifact back as
// bytecode through the vhlo dialect's encoding of types and attributes and
// checks that the result reads back to the same module, and that writing it
// at the artifact's own bytecode version with its producer reproduces the
// artifact byte for byte.
func TestVhloBytecodeRoundTrip(t *testing.T) {
	files, err := filepath.Glob("../../tests/vhlo/artifacts/*/*.mlirbc")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no artifacts found")
	}
	identical := 0
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		version := artifactBytecodeVersion(t, data)
		producerEnd := bytes.IndexByte(data[5:], 0)
		if producerEnd < 0 {
			t.Fatalf("%s: no producer string", file)
		}
		producer := string(data[5 : 5+producerEnd])
		func() {
			ctx := NewContext(false)
			defer ctx.Close()
			m, err := ctx.ParseModule(data, file)
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			defer m.Close()
			want, err := m.Print(mlirc.PrintOptions{})
			if err != nil {
				t.Fatal(err)
			}
			written, err := m.WriteBytecode(producer, version)
			if err != nil {
				t.Fatalf("%s: writing bytecode version %d: %v", file, version, err)
			}
			if bytes.Equal(written, data) {
				identical++
			}
			newest, err := m.WriteBytecode(producer, mlirc.NewestBytecodeVersion)
			if err != nil {
				t.Fatalf("%s: writing bytecode: %v", file, err)
			}
			for _, out := range [][]byte{written, newest} {
				again, err := ctx.ParseModule(out, file+" (rewritten)")
				if err != nil {
					t.Fatalf("%s: reading the rewritten bytecode: %v", file, err)
				}
				got, err := again.Print(mlirc.PrintOptions{})
				again.Close()
				if err != nil {
					t.Fatal(err)
				}
				if got != want {
					t.Errorf("%s: the rewritten bytecode reads back differently", file)
				}
			}
		}()
	}
	t.Logf("%d of %d artifacts rewritten byte for byte", identical, len(files))
	if identical != len(files) {
		t.Errorf("%d of %d artifacts differ when rewritten at their own version", len(files)-identical, len(files))
	}
}
