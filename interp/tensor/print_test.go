package tensor

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func iotaTensor(t *testing.T, k Kind, dims ...int64) *Tensor {
	t.Helper()
	typ := NewType(k, dims...)
	n := int64(1)
	for _, d := range dims {
		n *= d
	}
	data := make([]int32, n)
	for i := range data {
		data[i] = int32(i)
	}
	x, err := FromSlice(typ, data)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// Without summarising, WriteFormat prints exactly what Format does.
func TestWriteFormatMatchesFormat(t *testing.T) {
	for _, dims := range [][]int64{{}, {0}, {1}, {7}, {2, 3}, {3, 0, 2}, {2, 3, 4}, {9, 8}} {
		x := iotaTensor(t, SI32, dims...)
		for _, limit := range []int64{0, 1 << 20} {
			var b bytes.Buffer
			if err := x.WriteFormat(&b, limit); err != nil {
				t.Fatal(err)
			}
			if got, want := b.String(), x.Format(); got != want {
				t.Errorf("%v limit %d: WriteFormat\n%s\nFormat\n%s", dims, limit, got, want)
			}
		}
	}
}

func TestWriteFormatSummarises(t *testing.T) {
	var b bytes.Buffer
	if err := iotaTensor(t, SI32, 2000).WriteFormat(&b, DefaultPrintLimit); err != nil {
		t.Fatal(err)
	}
	if want := "tensor<2000xi32> {\n  [0, 1, 2, ..., 1997, 1998, 1999]\n}"; b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}

	b.Reset()
	if err := iotaTensor(t, SI32, 8, 8).WriteFormat(&b, 10); err != nil {
		t.Fatal(err)
	}
	want := "tensor<8x8xi32> {\n  [\n" +
		"    [0, 1, 2, ..., 5, 6, 7],\n" +
		"    [8, 9, 10, ..., 13, 14, 15],\n" +
		"    [16, 17, 18, ..., 21, 22, 23],\n" +
		"    ...,\n" +
		"    [40, 41, 42, ..., 45, 46, 47],\n" +
		"    [48, 49, 50, ..., 53, 54, 55],\n" +
		"    [56, 57, 58, ..., 61, 62, 63]\n" +
		"  ]\n}"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// countingWriter records the largest single write.
type countingWriter struct{ total, largest int }

func (w *countingWriter) Write(p []byte) (int, error) {
	w.total += len(p)
	w.largest = max(w.largest, len(p))
	return len(p), nil
}

// A large tensor printed in full goes out in bounded chunks.
func TestWriteFormatStreams(t *testing.T) {
	x := iotaTensor(t, SI32, 1<<20)
	var w countingWriter
	if err := x.WriteFormat(&w, 0); err != nil {
		t.Fatal(err)
	}
	if w.total != len(x.Format()) {
		t.Errorf("wrote %d bytes, Format has %d", w.total, len(x.Format()))
	}
	if w.largest > 2*printChunk {
		t.Errorf("largest write %d bytes, want at most %d", w.largest, 2*printChunk)
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteFormatReportsWriteErrors(t *testing.T) {
	err := iotaTensor(t, SI32, 4).WriteFormat(failingWriter{}, 0)
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("got %v, want the writer's error", err)
	}
}
