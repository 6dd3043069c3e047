//! Just enough `multipart/form-data` to read what serenity sends with attachments: a
//! `payload_json` part and `files[n]` parts.

/// A request body: its JSON payload and any files, as `(part name, file name, bytes)`.
pub type Body = (serde_json::Value, Vec<(String, String, Vec<u8>)>);

/// Reads a body of `content_type`: JSON, multipart, or empty.
pub fn read(content_type: &str, body: &[u8]) -> Result<Body, String> {
    if let Some(boundary) = content_type
        .strip_prefix("multipart/form-data")
        .and_then(|rest| rest.split("boundary=").nth(1))
    {
        return read_multipart(boundary.trim_matches('"'), body);
    }
    if body.is_empty() {
        return Ok((serde_json::Value::Null, Vec::new()));
    }
    let json = serde_json::from_slice(body).map_err(|e| format!("body is not JSON: {e}"))?;
    Ok((json, Vec::new()))
}

fn read_multipart(boundary: &str, body: &[u8]) -> Result<Body, String> {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut payload = serde_json::Value::Null;
    let mut files = Vec::new();
    for part in split(body, &delimiter).into_iter().skip(1) {
        if part.starts_with(b"--") {
            break; // the closing delimiter
        }
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let split_at = find(part, b"\r\n\r\n").ok_or("a part has no header end")?;
        let headers = String::from_utf8_lossy(&part[..split_at]).to_string();
        let content = part[split_at + 4..].to_vec();
        let name = header_param(&headers, "name").ok_or("a part has no name")?;
        match header_param(&headers, "filename") {
            Some(file) => files.push((name, file, content)),
            None if name == "payload_json" => {
                payload = serde_json::from_slice(&content)
                    .map_err(|e| format!("payload_json is not JSON: {e}"))?;
            }
            None => return Err(format!("unexpected form field {name}")),
        }
    }
    Ok((payload, files))
}

fn header_param(headers: &str, key: &str) -> Option<String> {
    let needle = format!("{key}=\"");
    headers.lines().find_map(|line| {
        let lower = line.to_ascii_lowercase();
        if !lower.starts_with("content-disposition") {
            return None;
        }
        // `name="` also occurs inside `filename="`: look for a separator before it.
        let at = line
            .match_indices(&needle)
            .find(|(i, _)| *i == 0 || matches!(line.as_bytes()[i - 1], b' ' | b';'))?;
        let rest = &line[at.0 + needle.len()..];
        rest.find('"').map(|end| rest[..end].to_owned())
    })
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

fn split<'a>(hay: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut out = Vec::new();
    let mut rest = hay;
    while let Some(i) = find(rest, delimiter) {
        out.push(&rest[..i]);
        rest = &rest[i + delimiter.len()..];
    }
    out.push(rest);
    out
}
