// Violations of the constraints of the data movement ops.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @broadcast_in_dim_element(%x: tensor<2xf32>) -> tensor<3x2xf64> {
  // expected-error @+1 {{C1: expects the result's element type to be the operand's}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf64>
  func.return %0 : tensor<3x2xf64>
}

// -----

func.func @broadcast_in_dim_size(%x: tensor<2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{C2: expects 1 broadcast dimensions, but got 2}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<2xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @broadcast_in_dim_range(%x: tensor<2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{C3: expects broadcast dimensions in [0, 2)}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [2] : (tensor<2xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @broadcast_in_dim_unique(%x: tensor<1x1xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{C4: expects unique broadcast dimensions}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 1] : (tensor<1x1xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @broadcast_in_dim_sizes(%x: tensor<2xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{C5: operand dimension 0 of size 2 must be 1 or the size of result dimension 1 (4)}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_output(%x: tensor<?xf32>, %s: tensor<3xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C7: expects output_dimensions to have 2 elements, but it has 3}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<?xf32>, tensor<3xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_known(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C8: expects known expanding and non-expanding dimensions to be unique}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1], known_expanding_dimensions = [0], known_nonexpanding_dimensions = [0] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_expanding(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C9: expects known expanding dimensions in [0, 1)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1], known_expanding_dimensions = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @concatenate_elements(%a: tensor<2xf32>, %b: tensor<2xf64>) -> tensor<4xf32> {
  // expected-error @+1 {{C1: expects all inputs to have the same element type, but input 1 has 'f64'}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<2xf64>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @concatenate_shapes(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{C2: expects all inputs to have the same shape except in dimension 0, but input 1 differs in dimension 1}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}

// -----

func.func @concatenate_dimension(%a: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{C4: expects dimension in [0, 1), but got 1}}
  %0 = stablehlo.concatenate %a, %a, dim = 1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @concatenate_result(%a: tensor<2xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{C6: expects the result shape [4], but got 'tensor<5xf32>'}}
  %0 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @pad_element(%x: tensor<2xf32>, %v: tensor<f64>) -> tensor<2xf32> {
  // expected-error @+1 {{C1: expects operand, padding value and result to have the same element type}}
  %0 = stablehlo.pad %x, %v, low = [0], high = [0], interior = [0] : (tensor<2xf32>, tensor<f64>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @pad_sizes(%x: tensor<2xf32>, %v: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{C2: expects 1 low, high and interior paddings}}
  %0 = stablehlo.pad %x, %v, low = [0, 0], high = [0], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @pad_interior(%x: tensor<2xf32>, %v: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{C3: expects non-negative interior padding}}
  %0 = stablehlo.pad %x, %v, low = [0], high = [0], interior = [-1] : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @pad_result(%x: tensor<2xf32>, %v: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{C4: expects the result shape [5], but got 'tensor<4xf32>'}}
  %0 = stablehlo.pad %x, %v, low = [1], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @reverse_unique(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C2: expects unique dimensions}}
  %0 = stablehlo.reverse %x, dims = [1, 1] : tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @reverse_range(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C3: expects dimensions in [0, 2)}}
  %0 = stablehlo.reverse %x, dims = [2] : tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @transpose_permutation(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{C2: expects a permutation of [0, 2)}}
  %0 = stablehlo.transpose %x, dims = [1, 1] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_shape(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C3: expects the result shape [3, 2], but got 'tensor<2x3xf32>'}}
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @reshape_size(%x: tensor<2x3xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{C2: expects the result to have the operand's 6 elements, but it has 5}}
  %0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @reshape_element(%x: tensor<2x3xf32>) -> tensor<6xi32> {
  // expected-error @+1 {{C1: expects the result's element type to be the operand's}}
  %0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xi32>
  func.return %0 : tensor<6xi32>
}

// -----

func.func @dynamic_reshape_shape(%x: tensor<2x3xf32>, %s: tensor<3xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C4: expects output_shape to have 2 elements, but it has 3}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xf32>, tensor<3xi32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @slice_sizes(%x: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C3: expects 0 <= start_indices <= limit_indices <= shape(operand) in dimension 0}}
  %0 = stablehlo.slice %x [3:1] : (tensor<4xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @slice_stride(%x: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C4: expects positive strides}}
  %0 = stablehlo.slice %x [0:4:0] : (tensor<4xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @slice_result(%x: tensor<5xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C5: expects the result shape [3], but got 'tensor<2xf32>'}}
  %0 = stablehlo.slice %x [0:5:2] : (tensor<5xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @dynamic_slice_count(%x: tensor<4x4xf32>, %i: tensor<i32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{C2: expects 2 start indices and slice sizes}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @dynamic_slice_index_types(%x: tensor<4x4xf32>, %i: tensor<i32>, %j: tensor<i64>) -> tensor<2x2xf32> {
  // expected-error @+1 {{C3: expects start indices of the same type}}
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i64>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @dynamic_slice_size(%x: tensor<4x4xf32>, %i: tensor<i32>) -> tensor<5x2xf32> {
  // expected-error @+1 {{C4: expects 0 <= slice_sizes <= shape(operand) in dimension 0}}
  %0 = stablehlo.dynamic_slice %x, %i, %i, sizes = [5, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x2xf32>
  func.return %0 : tensor<5x2xf32>
}

// -----

func.func @dynamic_slice_result(%x: tensor<4x4xf32>, %i: tensor<i32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C5: expects the result shape [2, 2], but got 'tensor<2x3xf32>'}}
  %0 = stablehlo.dynamic_slice %x, %i, %i, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @dynamic_update_slice_rank(%x: tensor<4x4xf32>, %u: tensor<2xf32>, %i: tensor<i32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{C3: expects the update to have the operand's rank}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %i : (tensor<4x4xf32>, tensor<2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}

// -----

func.func @dynamic_update_slice_bounds(%x: tensor<4x4xf32>, %u: tensor<5x1xf32>, %i: tensor<i32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{C6: expects shape(update) <= shape(operand) in dimension 0}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %i : (tensor<4x4xf32>, tensor<5x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}

// -----

func.func @gather_rank(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C1: expects rank(operand) = size(offset_dims) + size(collapsed_slice_dims) + size(operand_batching_dims)}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_index_vector_dim(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C2: expects 0 <= index_vector_dim <= 3}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 4>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_start_index_map(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C3: expects size(start_index_map) = 2}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_offset_dims(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C4: expects offset_dims to be unique and sorted}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 2], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_collapsed_size(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C9: expects slice_sizes[collapsed_slice_dims...] <= 1}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 2, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_batching(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{C16: expects as many operand_batching_dims as start_indices_batching_dims}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @gather_slice_sizes(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C21: expects 0 <= slice_sizes <= shape(operand) in dimension 2}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 3>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_result(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x1xi64> {
  // expected-error @+1 {{C22: expects the result shape [2, 3, 2, 2], but got 'tensor<2x3x2x1xi64>'}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x1xi64>
  func.return %0 : tensor<2x3x2x1xi64>
}

// -----

func.func @scatter_counts(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C2: expects rank(inputs[0]) = size(update_window_dims) + size(inserted_window_dims) + size(input_batching_dims)}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %b : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_update_shape(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x4x2x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C4: expects update dimension 1 to have size 3, but got 4}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %b : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x4x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_body(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C23: expects the body to take 2 arguments, but it takes 1}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_result(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi32> {
  // expected-error @+1 {{C25: expects result 0 to have element type 'i64'}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %b : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi32>
  func.return %0 : tensor<3x4x2xi32>
}

// -----

func.func @sort_dimension(%x: tensor<2x3xi64>) -> tensor<2x3xi64> {
  // expected-error @+1 {{C4: expects dimension in [-2, 2), but got 2}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare  LT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 2 : i64} : (tensor<2x3xi64>) -> tensor<2x3xi64>
  func.return %0 : tensor<2x3xi64>
}

// -----

func.func @sort_comparator(%x: tensor<2x3xi64>) -> tensor<2x3xi64> {
  // expected-error @+1 {{C5: expects the comparator to return tensor<i1>}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) : (tensor<2x3xi64>) -> tensor<2x3xi64>
  func.return %0 : tensor<2x3xi64>
}

// -----

func.func @sort_types(%x: tensor<2x3xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{C2: expects results of the inputs' types}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare  LT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

func.func @iota_dimension() -> tensor<2x3xi32> {
  // expected-error @+1 {{C1: expects iota_dimension in [0, 2), but got 2}}
  %0 = stablehlo.iota dim = 2 : tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

func.func @dynamic_iota_rank(%s: tensor<3xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C2: expects the result rank to be size(output_shape) = 3}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<3xi32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @get_dimension_size_range(%x: tensor<2x3xf32>) -> tensor<i32> {
  // expected-error @+1 {{C1: expects dimension in [0, 2), but got 2}}
  %0 = stablehlo.get_dimension_size %x, dim = 2 : (tensor<2x3xf32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @bounds_rank(%x: tensor<?xf32, #stablehlo.bounds<4, 4>>) {
  // expected-error @-1 {{bounds of rank 2 do not match the tensor rank 1}}
  func.return
}

// -----

func.func @bounds_static(%x: tensor<3xf32, #stablehlo.bounds<4>>) {
  // expected-error @-1 {{static dimensions must have unknown bounds}}
  func.return
}

// -----

func.func @scatter_results(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{C24: expects as many results as inputs}}
  "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %b : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> ()
  func.return
}

// -----

func.func @iota_negative() -> tensor<2x3xi32> {
  // expected-error @+1 {{C1: expects iota_dimension in [0, 2), but got -1}}
  %0 = stablehlo.iota dim = -1 : tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}
