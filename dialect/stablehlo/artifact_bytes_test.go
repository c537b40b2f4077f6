package stablehlo

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSerializeBytesMatchJaxlib keeps byte-identical what is recorded as
// byte-identical: tests/vhlo/artifacts/BYTES_VS_JAXLIB lists, per program
// and target version, whether our writer's artifact for the program's
// source.mlir was byte for byte the one jaxlib wrote from the same text
// (the committed <version>.mlirbc). Every pair recorded as identical must
// still serialize to exactly jaxlib's bytes.
func TestSerializeBytesMatchJaxlib(t *testing.T) {
	record, err := os.ReadFile(filepath.Join(artifactDir, "BYTES_VS_JAXLIB"))
	if err != nil {
		t.Fatal(err)
	}
	identical := map[string][]string{}
	count := 0
	for _, line := range strings.Split(string(record), "\n") {
		fields := strings.Fields(line)
		if len(fields) == 3 && fields[2] == "identical" {
			identical[fields[0]] = append(identical[fields[0]], fields[1])
			count++
		}
	}
	if count < 100 {
		t.Fatalf("BYTES_VS_JAXLIB records %d identical artifacts, want at least 100", count)
	}
	ctx := NewContext(false)
	defer ctx.Close()
	checked := 0
	for program, versions := range identical {
		dir := filepath.Join(artifactDir, program)
		m, err := ctx.ParseModuleFile(filepath.Join(dir, "source.mlir"))
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range versions {
			want, err := os.ReadFile(filepath.Join(dir, v+".mlirbc"))
			if err != nil {
				t.Fatal(err)
			}
			got, err := Serialize(m, v)
			if err != nil {
				t.Errorf("%s: Serialize(%s): %v", program, v, err)
				continue
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s at %s: %d bytes differ from jaxlib's %d from byte %d on", program, v,
					len(got), len(want), firstDifference(got, want))
			}
			checked++
		}
		m.Close()
	}
	t.Logf("%d artifacts byte-identical to jaxlib's", checked)
}

// firstDifference is the offset of the first byte where a and b differ.
func firstDifference(a, b []byte) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}
