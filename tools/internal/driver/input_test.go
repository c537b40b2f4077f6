package driver

import (
	"strings"
	"testing"
)

func TestCheckSource(t *testing.T) {
	if err := CheckSource([]byte("\xEF\xBB\xBFmodule {}"), "a.mlir"); err == nil || !strings.HasPrefix(err.Error(), "a.mlir:1:1: error: the input starts with a UTF-8 byte order mark") {
		t.Errorf("BOM: %v", err)
	}
	if err := CheckSource([]byte("module {} // \xEF\xBB\xBF"), "a.mlir"); err != nil {
		t.Errorf("BOM after the start: %v", err)
	}
}

func TestIsEmpty(t *testing.T) {
	for src, want := range map[string]bool{"": true, " \n\t\n": true, "// c\n": false, "module {}": false} {
		if got := IsEmpty([]byte(src)); got != want {
			t.Errorf("IsEmpty(%q) = %v", src, got)
		}
	}
}
