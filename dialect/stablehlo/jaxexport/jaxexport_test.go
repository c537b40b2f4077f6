package jaxexport

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

const exportDir = "../../../tests/vhlo/artifacts/export/"

// TestReadExport reads the serialization JAX 0.10.2 wrote and checks it
// against what the export script recorded: the embedded module is the
// portable artifact jax.export holds, and the calling convention version
// is the one JAX reported.
func TestReadExport(t *testing.T) {
	data, err := os.ReadFile(exportDir + "model.jax_exported")
	if err != nil {
		t.Fatal(err)
	}
	module, err := os.ReadFile(exportDir + "model.mlirbc")
	if err != nil {
		t.Fatal(err)
	}
	ccv, err := os.ReadFile(exportDir + "calling_convention_version.txt")
	if err != nil {
		t.Fatal(err)
	}
	e, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(e.Module, module) {
		t.Errorf("the embedded module (%d bytes) differs from model.mlirbc (%d bytes)", len(e.Module), len(module))
	}
	if got := strings.TrimSpace(string(ccv)); got != strings.TrimSpace(strings.Split(strings.Split(e.Summary(), "calling convention version: ")[1], "\n")[0]) {
		t.Errorf("calling convention version: JAX says %s, the blob %d", got, e.CallingConventionVersion)
	}
	want := "jax.export function: f\n" +
		"inputs: (f32[2,3], f32[3,4])\n" +
		"outputs: (f32[2,4], f32[2,3])\n" +
		"platforms: cpu\n" +
		"devices: 1\n"
	if !strings.HasPrefix(e.Summary(), want) {
		t.Errorf("summary\n%s\nwant it to start with\n%s", e.Summary(), want)
	}
	if !Looks(data) {
		t.Error("Looks rejects the blob")
	}
	if Looks([]byte("module {\n}\n")) || Looks(module) {
		t.Error("Looks accepts text or bytecode")
	}
}

// TestReadCorrupt truncates and corrupts the blob: every variant gives an
// error or a decoded value, never a panic.
func TestReadCorrupt(t *testing.T) {
	data, err := os.ReadFile(exportDir + "model.jax_exported")
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < len(data); n += 7 {
		if _, err := Read(data[:n]); err == nil && n < 64 {
			t.Errorf("%d bytes read without error", n)
		}
	}
	for i := 0; i < 256 && i < len(data); i++ {
		c := bytes.Clone(data)
		c[i] ^= 0xa5
		_, _ = Read(c)
	}
}

// FuzzRead feeds arbitrary bytes to Read, which must not panic.
func FuzzRead(f *testing.F) {
	if data, err := os.ReadFile(exportDir + "model.jax_exported"); err == nil {
		f.Add(data)
	}
	f.Add([]byte{8, 0, 0, 0, 4, 0, 4, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := Read(data)
		if err == nil && len(e.Module) == 0 {
			t.Fatal("no error and no module")
		}
	})
}
