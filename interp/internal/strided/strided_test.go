package strided

import (
	"reflect"
	"testing"
)

func iota(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

func TestPermuteTransposes(t *testing.T) {
	// A 2x3 matrix [[0 1 2] [3 4 5]] read column by column.
	dst := make([]int, 6)
	Permute(dst, iota(6), []int64{3, 2}, []int64{1, 3})
	if want := []int{0, 3, 1, 4, 2, 5}; !reflect.DeepEqual(dst, want) {
		t.Fatalf("got %v, want %v", dst, want)
	}
}

func TestPermuteScalarAndEmpty(t *testing.T) {
	dst := []int{-1}
	Permute(dst, []int{7}, nil, nil)
	if dst[0] != 7 {
		t.Fatalf("scalar: got %d", dst[0])
	}
	Permute([]int{}, []int{}, []int64{0, 4}, []int64{4, 1})
}

func TestPermuteConvertReversesAndConverts(t *testing.T) {
	src := []int8{1, -2, 3, -4}
	dst := make([]float64, 4)
	// The 2x2 transpose converts int8 to float64.
	PermuteConvert(dst, src, []int64{2, 2}, []int64{1, 2})
	if want := []float64{1, 3, -2, -4}; !reflect.DeepEqual(dst, want) {
		t.Fatalf("got %v, want %v", dst, want)
	}
}

func TestNewBlockMergesAndDrops(t *testing.T) {
	// A contiguous 2x1x3 copy collapses to one run of 6.
	b, ok := NewBlock(0, 0, 0, []int{2, 1, 3}, []int{3, 3, 1}, []int{3, 3, 1})
	if !ok || !reflect.DeepEqual(b.Shape, []int{6}) || !reflect.DeepEqual(b.SrcStr, []int{1}) {
		t.Fatalf("got %+v, %v", b, ok)
	}
	if _, ok := NewBlock(0, 0, 0, []int{2, 0}, []int{1, 1}, []int{1, 1}); ok {
		t.Fatal("an empty box must be reported")
	}
}

func TestPlanPadsWithFill(t *testing.T) {
	// Pad [1 2 3] with one 0 on each side and one between elements:
	// [0 1 0 2 0 3 0].
	p := NewPlan(1)
	p.Add(0, 0, 1, []int{3}, []int{1}, []int{2})
	dst := make([]int, 7)
	if err := Run(p, dst, [][]int{{1, 2, 3}, {0}}); err != nil {
		t.Fatal(err)
	}
	if want := []int{0, 1, 0, 2, 0, 3, 0}; !reflect.DeepEqual(dst, want) {
		t.Fatalf("got %v, want %v", dst, want)
	}
	if err := Run(p, dst, [][]int{{1, 2, 3}, nil}); err == nil {
		t.Fatal("an empty fill source must fail")
	}
}

func TestPlanBroadcastsAndReverses(t *testing.T) {
	p := NewPlan(-1)
	// Row 0: the source broadcast along the row (stride 0).
	p.Add(0, 1, 0, []int{3}, []int{0}, []int{1})
	// Row 1: the source reversed.
	p.Add(0, 2, 3, []int{3}, []int{-1}, []int{1})
	dst := make([]string, 6)
	if err := Run(p, dst, [][]string{{"a", "b", "c"}}); err != nil {
		t.Fatal(err)
	}
	if want := []string{"b", "b", "b", "c", "b", "a"}; !reflect.DeepEqual(dst, want) {
		t.Fatalf("got %v, want %v", dst, want)
	}
}

// TestAddTiledMatchesPlainTranspose checks the tiled transposition against
// the definition on shapes with partial tiles on both sides.
func TestAddTiledMatchesPlainTranspose(t *testing.T) {
	for _, sh := range [][2]int{{70, 19}, {64, 16}, {3, 100}, {129, 33}} {
		rows, cols := sh[0], sh[1]
		src := iota(rows * cols)
		p := NewPlan(-1)
		// dst[j][i] = src[i][j]: dst has shape cols x rows.
		p.AddTiled(0, 0, 0, []int{cols, rows}, []int{1, cols}, []int{rows, 1})
		dst := make([]int, rows*cols)
		if err := Run(p, dst, [][]int{src}); err != nil {
			t.Fatal(err)
		}
		for j := 0; j < cols; j++ {
			for i := 0; i < rows; i++ {
				if dst[j*rows+i] != src[i*cols+j] {
					t.Fatalf("%dx%d: dst[%d][%d] = %d, want %d", rows, cols, j, i, dst[j*rows+i], src[i*cols+j])
				}
			}
		}
	}
}

func TestFillAndRowMajor(t *testing.T) {
	d := make([]int, 5)
	Fill(d, 9)
	if !reflect.DeepEqual(d, []int{9, 9, 9, 9, 9}) {
		t.Fatalf("fill: %v", d)
	}
	if got := RowMajor([]int{2, 3, 4}); !reflect.DeepEqual(got, []int{12, 4, 1}) {
		t.Fatalf("strides: %v", got)
	}
}
