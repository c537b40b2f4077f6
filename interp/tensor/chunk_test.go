package tensor

import "testing"

func TestChunkSharesStorage(t *testing.T) {
	x, err := FromSlice(Type{Kind: SI32, Shape: []int64{2, 3}}, []int32{1, 2, 3, 4, 5, 6})
	if err != nil {
		t.Fatal(err)
	}
	c := x.Chunk(2, 5)
	if got := c.Int32s(); len(got) != 3 || got[0] != 3 || got[2] != 5 {
		t.Fatalf("chunk holds %v", got)
	}
	if c.Type().String() != "tensor<3xi32>" {
		t.Errorf("chunk type %s", c.Type())
	}
	c.Int32s()[1] = 40
	if x.Int32s()[3] != 40 {
		t.Errorf("a write to the chunk did not reach the tensor")
	}
}
