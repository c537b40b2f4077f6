package interp

import "testing"

// TestSpanRows checks the spans of stacked lines: whole tiles (but for
// the last span of a plane), no more than a plane, and for the 1024
// benchmarks' geometries the cut expected, the workers' shares of the
// tiles then within a tile of each other.
func TestSpanRows(t *testing.T) {
	for _, c := range []struct {
		p                     convRowsPlan
		planes, workers, tile int
		want                  int
	}{
		// 3x3 over one 32x32 image (BenchmarkConvolutionF32_1024): 86
		// tiles in eight spans, seven of 11 tiles and one of 9.
		{convRowsPlan{outW: 32, period: 34, perPlane: 32}, 1, 2, 12, 132},
		{convRowsPlan{outW: 32, period: 34, perPlane: 32}, 1, 1, 12, 132},
		// 3x3 over 8 images of 16x16 (BenchmarkConv1024/3x3): two spans
		// of 11 tiles per image.
		{convRowsPlan{outW: 16, period: 18, perPlane: 16}, 8, 2, 12, 132},
		{convRowsPlan{outW: 16, period: 18, perPlane: 16}, 8, 2, 6, 132},
		{convRowsPlan{outW: 19, period: 21, perPlane: 19}, 2, 2, 12, 0},
		{convRowsPlan{outW: 5, period: 7, perPlane: 3}, 1, 4, 12, 0},
		{convRowsPlan{outW: 1, period: 1, perPlane: 1}, 3, 2, 12, 0},
	} {
		rows := c.p.perPlane * c.p.outW
		s := spanRows(&c.p, c.planes, c.workers, c.tile)
		if s < c.tile || s%c.tile != 0 || s-c.tile >= rows {
			t.Errorf("%+v on %d planes, %d workers: spans of %d rows", c.p, c.planes, c.workers, s)
			continue
		}
		if c.want > 0 && s != c.want {
			t.Errorf("%+v on %d planes, %d workers: spans of %d rows, want %d", c.p, c.planes, c.workers, s, c.want)
		}
		if c.planes == 1 && c.workers > 1 {
			// Spans shared in turn: the loads differ by at most a span's
			// tiles less the last span's.
			chunks := (rows + s - 1) / s
			loads := make([]int, c.workers)
			for ch := 0; ch < chunks; ch++ {
				loads[ch%c.workers] += (min(rows, (ch+1)*s) - ch*s + c.tile - 1) / c.tile
			}
			lo, hi := loads[0], loads[0]
			for _, x := range loads {
				lo, hi = min(lo, x), max(hi, x)
			}
			if hi-lo > s/c.tile {
				t.Errorf("%+v, %d workers: loads %v", c.p, c.workers, loads)
			}
		}
	}
}
