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

func TestReshapedKeepsElementsAndStorage(t *testing.T) {
	x, err := FromSlice(NewType(F32, 2, 3), []float32{1, 2, 3, 4, 5, 6})
	if err != nil {
		t.Fatal(err)
	}
	r := Reshaped(NewType(F32, 3, 2), x)
	if r == nil {
		t.Fatal("Reshaped refused a 2x3 to 3x2 reshape")
	}
	if s := r.Shape(); len(s) != 2 || s[0] != 3 || s[1] != 2 {
		t.Errorf("shape %v, want [3 2]", s)
	}
	d := r.Float32s()
	for i, v := range d {
		if v != float32(i+1) {
			t.Fatalf("element %d is %v, want %v", i, v, i+1)
		}
	}
	d[0] = 9
	if x.Float32s()[0] != 9 {
		t.Error("the reshaped tensor does not share the storage")
	}
	if Reshaped(NewType(F32, 5), x) != nil || Reshaped(NewType(F64, 6), x) != nil {
		t.Error("Reshaped accepted another element count or storage type")
	}
}
